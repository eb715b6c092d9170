import type { ReactNode } from "react";
import type { Locale } from "@web/i18n/I18nProvider";
import { I18nProvider } from "@web/i18n/I18nProvider";
import { TestModeBanner } from "@web/components/TestModeBanner";
import { type SiteConfig, SiteConfigProvider } from "@web/lib/site-config";

/**
 * One prerendered public page as the build renders it (storefront/server.tsx): the app's public
 * layout and page under a static router (`children`). Only its islands (lib/island.tsx) hydrate
 * in the browser, each on its own; the rest stays this HTML.
 */
export function StorefrontApp({ locale, siteConfig, children }: { locale: Locale; siteConfig: SiteConfig; children: ReactNode }) {
  return (
    <I18nProvider initialLocale={locale}>
      <SiteConfigProvider value={siteConfig}>
        <TestModeBanner />
        {children}
      </SiteConfigProvider>
    </I18nProvider>
  );
}
