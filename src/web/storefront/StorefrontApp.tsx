import type { ComponentType } from "react";
import type { Locale } from "@web/i18n/I18nProvider";
import { I18nProvider } from "@web/i18n/I18nProvider";
import { TestModeBanner } from "@web/components/TestModeBanner";
import { CartProvider } from "@web/features/cart/CartProvider";
import { PublicLayout } from "@web/layouts/PublicLayout";
import { ThemeProvider } from "@web/theme/ThemeProvider";
import { type Path, StorefrontRouter } from "./router";
import { type SiteConfig, SiteConfigProvider } from "./site-config";
import { Toaster } from "./toaster";

type Props = {
  page: ComponentType;
  location: Path;
  locale: Locale;
  siteConfig: SiteConfig | undefined;
};

/**
 * One prerendered public page: the build renders it to HTML (storefront/server.tsx) and the
 * browser hydrates the same tree (storefront/main.tsx). The providers are the app's
 * (AppProviders), minus TanStack Query and the router, which a public page does not need.
 */
export function StorefrontApp({ page: Page, location, locale, siteConfig }: Props) {
  return (
    <ThemeProvider>
      <I18nProvider initialLocale={locale}>
        <SiteConfigProvider value={siteConfig}>
          <TestModeBanner />
          <CartProvider>
            <StorefrontRouter location={location} outlet={<Page />}>
              <PublicLayout />
            </StorefrontRouter>
          </CartProvider>
          <Toaster />
        </SiteConfigProvider>
      </I18nProvider>
    </ThemeProvider>
  );
}

