import { Suspense } from "react";
import { Outlet } from "react-router";
import { ScrollRestoration } from "@web/lib/scroll-restoration";
import { Link } from "@web/i18n/LocalizedLink";
import { PageLoading } from "@web/components/PageLoading";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { Logo } from "./Logo";
import { ThemeSwitcher } from "./ThemeSwitcher";
import { chromeCatalogue } from "@web/i18n/chrome/catalogue";
import { useCatalogue } from "@web/i18n/use-catalogue";

/** Frame for sign-in screens and the members area: logo and switchers, no storefront nav. */
export function MinimalLayout() {
  const t = useCatalogue(chromeCatalogue);
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("skipToContent")}
      </a>
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center gap-2 px-4 sm:px-6">
        <Logo className="mr-auto" />
        <LanguageSwitcher />
        <ThemeSwitcher />
      </header>
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="mx-auto flex w-full max-w-6xl flex-wrap gap-x-6 gap-y-2 px-4 py-6 text-sm text-muted-foreground sm:px-6">
        <Link to="/" className="hover:text-foreground">
          {t("nav.home")}
        </Link>
        <Link to="/privacy" className="hover:text-foreground">
          {t("footer.privacy")}
        </Link>
        <Link to="/terms" className="hover:text-foreground">
          {t("footer.terms")}
        </Link>
      </footer>
      <ScrollRestoration />
    </div>
  );
}
