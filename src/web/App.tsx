import { useEffect } from "react";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "./AppProviders";
import type { Locale } from "./i18n/I18nProvider";
import { createQueryClient } from "./lib/query-client";
import { type SiteConfig, seedSiteConfig } from "./lib/site-config";
import { createRoutes } from "./routes";

const queryClient = createQueryClient();
const router = createBrowserRouter(createRoutes(queryClient));

/** The browser app. `siteConfig`: the server's settings, sent in the page (no flash of the default currency). */
export function App({ initialLocale, siteConfig }: { initialLocale?: Locale; siteConfig?: SiteConfig }) {
  if (siteConfig) seedSiteConfig(queryClient, siteConfig);
  // Hydrated: from here on providers read the browser's storage at once (lib/prerender.ts).
  useEffect(() => document.documentElement.removeAttribute("data-prerendered"), []);
  return (
    <AppProviders queryClient={queryClient} initialLocale={initialLocale}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
