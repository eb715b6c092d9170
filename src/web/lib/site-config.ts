import { CURRENCIES, type Currency } from "@core/money";
import { type QueryClient, useQuery } from "@tanstack/react-query";
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

/** The server writes its settings into every page it sends, as <meta name="site-config" content="{…}">. */
export const SITE_CONFIG_META = "site-config";

/** The settings the page came with, or undefined (an old page, or no server: `npm run dev`). */
export function readPageSiteConfig(): SiteConfig | undefined {
  const content = document.querySelector(`meta[name="${SITE_CONFIG_META}"]`)?.getAttribute("content");
  if (!content) return undefined;
  try {
    const parsed = SiteConfig.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Starts the query cache with known settings, so nothing renders with the default first. */
export function seedSiteConfig(queryClient: QueryClient, config: SiteConfig): void {
  if (!queryClient.getQueryData(["site-config"])) queryClient.setQueryData(["site-config"], config);
}

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
