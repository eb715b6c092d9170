import { CURRENCIES, type Currency } from "@core/money";
import { useQuery } from "@tanstack/react-query";
import { api } from "./api";

export type SiteConfig = { currency: Currency };

/**
 * The response's check, by hand rather than with zod: the cart asks for the currency in the
 * storefront's shell, and zod would more than double the JavaScript loaded before first paint.
 */
const SiteConfig = {
  safeParse: (data: unknown) => {
    const currency = typeof data === "object" && data !== null ? (data as Partial<SiteConfig>).currency : undefined;
    return CURRENCIES.includes(currency as Currency)
      ? { success: true as const, data: { currency: currency as Currency } }
      : { success: false as const };
  },
};

const DEFAULT_CONFIG: SiteConfig = { currency: "BGN" };

/** Public site settings from GET /api/config; BGN when the server has none or can't be reached. */
export function useSiteConfig(): SiteConfig & { isLoading: boolean } {
  const query = useQuery({
    queryKey: ["site-config"],
    queryFn: ({ signal }) => api.get("/api/config", { signal, schema: SiteConfig }),
    staleTime: Number.POSITIVE_INFINITY,
    // One try: on any failure the default is right for this deployment's embedded mode.
    retry: false,
  });
  const currency: Currency = query.data?.currency ?? DEFAULT_CONFIG.currency;
  return { currency, isLoading: query.isPending };
}
