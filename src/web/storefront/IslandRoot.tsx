import { type ReactNode, useEffect } from "react";
import { I18nProvider, type Locale } from "@web/i18n/I18nProvider";
import { type SiteConfig, SiteConfigProvider } from "@web/lib/site-config";

/** Runs `done` once its root has hydrated (effects run after the hydration's commit). */
function Hydrated({ done }: { done?: () => void }) {
  useEffect(() => done?.(), [done]);
  return null;
}

/**
 * What every island renders in: the page's language and settings. The build renders each
 * island in it (storefront/server.tsx) and the browser hydrates the same (storefront/main.tsx).
 * Theme and cart are stores of the page (useSyncExternalStore), shared by all its islands.
 */
export function IslandRoot({ locale, siteConfig, onHydrated, children }: { locale: Locale; siteConfig: SiteConfig | undefined; onHydrated?: () => void; children: ReactNode }) {
  return (
    <I18nProvider initialLocale={locale}>
      <SiteConfigProvider value={siteConfig}>
        {children}
        <Hydrated done={onHydrated} />
      </SiteConfigProvider>
    </I18nProvider>
  );
}
