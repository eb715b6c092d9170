import { isValidElement } from "react";
import { BrowserRouter, matchRoutes, useRoutes } from "react-router";
import { AppProviders } from "./AppProviders";
import { type Locale, localeFor } from "./i18n/I18nProvider";
import { createQueryClient } from "./lib/query-client";
import { ME_QUERY_KEY, takeMeAtLoad } from "./lib/session/session";
import { type SiteConfig, seedSiteConfig } from "./lib/site-config";
import { createRoutes, type PreloadablePage } from "./routes";
import { preloadDashboardUrl } from "./routing/dashboard-routes";

const queryClient = createQueryClient();
// A members-area page brings its account: the first render needs no GET /api/me.
const meAtLoad = takeMeAtLoad();
if (meAtLoad) queryClient.setQueryData(ME_QUERY_KEY, meAtLoad);

/** The language of the account the page came with (its profile's), or null. */
export const accountLocaleAtLoad = (): Locale | null => (meAtLoad ? localeFor(meAtLoad.profile.preferredLanguage) : null);
const routes = createRoutes(queryClient);

/**
 * Fetches the code of the page the app opens on (routes.tsx `page`; a members-area page's data
 * too, routing/dashboard-routes.tsx), so its first render shows it.
 */
export function preloadFirstPage(): Promise<unknown> {
  const pages = (matchRoutes(routes, window.location) ?? []).map((m) => (isValidElement(m.route.element) ? m.route.element.type : null));
  return Promise.all([
    ...pages.map((type) => (typeof type === "function" && "preload" in type ? (type as PreloadablePage).preload() : null)),
    preloadDashboardUrl(queryClient, new URL(window.location.href)),
  ]);
}

function AppRoutes() {
  return useRoutes(routes);
}

/** The browser app. `siteConfig`: the server's settings, sent in the page (no flash of the default currency). */
export function App({ initialLocale, siteConfig }: { initialLocale?: Locale; siteConfig?: SiteConfig }) {
  if (siteConfig) seedSiteConfig(siteConfig);
  return (
    <AppProviders queryClient={queryClient} initialLocale={initialLocale}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
