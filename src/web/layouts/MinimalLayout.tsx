import { Suspense } from "react";
import { Outlet } from "react-router";
import { ScrollRestoration } from "@web/lib/scroll-restoration";
import { Link } from "@web/i18n/LocalizedLink";
import { PageLoading } from "@web/components/PageLoading";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { Logo } from "./Logo";
import { SkipLink } from "./SkipLink";
import { ThemeSwitcher } from "./ThemeSwitcher";
import { chromeCatalogue } from "@web/i18n/chrome/catalogue";
import { useCatalogue } from "@web/i18n/use-catalogue";

/** Frame for sign-in screens and the members area: logo and switchers, no storefront nav. */
export function MinimalLayout() {
  const t = useCatalogue(chromeCatalogue);
  const links = [
    { to: "/", label: t("nav.home") },
    { to: "/privacy", label: t("footer.privacy") },
    { to: "/terms", label: t("footer.terms") },
  ];
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <SkipLink />
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
        {links.map((link) => (
          <Link key={link.to} to={link.to} className="hover:text-foreground">
            {link.label}
          </Link>
        ))}
      </footer>
      <ScrollRestoration />
    </div>
  );
}
