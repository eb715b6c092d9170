/**
 * `@web/lib/site-config` for the storefront's bundle (vite.storefront.config.ts): a prerendered
 * page carries the server's settings in its <meta name="site-config">, so the page reads them
 * from there (a context) instead of asking GET /api/config through TanStack Query, which the
 * storefront does not load.
 */
import { createContext, type ReactNode, useContext } from "react";
import { readPageSiteConfig, SITE_CONFIG_META, type SiteConfig } from "../lib/site-config";

export { readPageSiteConfig, SITE_CONFIG_META, type SiteConfig };

const DEFAULT_CONFIG: SiteConfig = { currency: "BGN", testModeBanner: false };
const SiteConfigContext = createContext<SiteConfig>(DEFAULT_CONFIG);

export function SiteConfigProvider({ value, children }: { value: SiteConfig | undefined; children: ReactNode }) {
  return <SiteConfigContext value={value ?? DEFAULT_CONFIG}>{children}</SiteConfigContext>;
}

/** The page's settings (known before the first render: nothing renders with the default first). */
export function useSiteConfig(): SiteConfig & { isLoading: boolean } {
  return { ...useContext(SiteConfigContext), isLoading: false };
}

/** The main app seeds its query cache with the page's settings; the storefront has none. */
export function seedSiteConfig(): void {}
