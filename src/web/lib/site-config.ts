import { CURRENCIES, type Currency } from "@core/money";
import { useQuery } from "@tanstack/react-query";
import { api } from "./api";

export type SiteConfig = {
  currency: Currency;
  /** The site takes no real money (PAYMENTS=test on the server): every page says so. */
  testModeBanner: boolean;
};

/**
 * The response's check, by hand rather than with zod: the cart asks for the currency in the
 * storefront's shell, and zod would more than double the JavaScript loaded before first paint.
 */
const SiteConfig = {
  safeParse: (data: unknown) => {
    const given = typeof data === "object" && data !== null ? (data as Partial<SiteConfig>) : {};
    return CURRENCIES.includes(given.currency as Currency)
      ? { success: true as const, data: { currency: given.currency as Currency, testModeBanner: given.testModeBanner === true } }
      : { success: false as const };
  },
};

const DEFAULT_CONFIG: SiteConfig = { currency: "BGN", testModeBanner: false };

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
  const testModeBanner = query.data?.testModeBanner ?? DEFAULT_CONFIG.testModeBanner;
  return { currency, testModeBanner, isLoading: query.isPending };
}
