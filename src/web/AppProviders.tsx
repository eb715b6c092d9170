import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { TestModeBanner } from "./components/TestModeBanner";
import { I18nProvider, type Locale } from "./i18n/I18nProvider";
import { ThemeProvider } from "./theme/ThemeProvider";
import { Toaster } from "./ui/toaster";

/**
 * Providers outside the router, so even the route error page has theme, language and toasts.
 * The browser app (App.tsx) wraps its router in these; the prerendered public pages have their
 * own, lighter set (storefront/StorefrontApp.tsx).
 */
export function AppProviders({ queryClient, initialLocale, children }: { queryClient: QueryClient; initialLocale?: Locale; children: ReactNode }) {
  return (
    <ThemeProvider>
      <I18nProvider initialLocale={initialLocale}>
        <QueryClientProvider client={queryClient}>
          {/* Above every page and layout: a PAYMENTS=test site says it takes no real money. */}
          <TestModeBanner />
          {children}
          <Toaster />
        </QueryClientProvider>
      </I18nProvider>
    </ThemeProvider>
  );
}
