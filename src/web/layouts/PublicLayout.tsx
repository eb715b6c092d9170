import { Suspense, useEffect, useRef } from "react";
import { Outlet, useLocation } from "react-router";
import { ScrollRestoration } from "@web/lib/scroll-restoration";
import { localeOfPath } from "@core/site-routes";
import { useI18n } from "@web/i18n/I18nProvider";
import { PageLoading } from "@web/components/PageLoading";
import { FloatingCartButton } from "@web/components/FloatingCartButton";
import { Island } from "@web/lib/island";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";
import { SkipLink } from "./SkipLink";

/** After a client-side navigation, move focus to the new page so screen readers announce it. */
function useFocusMainOnNavigate() {
  const { pathname } = useLocation();
  const last = useRef(pathname);
  useEffect(() => {
    if (last.current === pathname) return;
    last.current = pathname;
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [pathname]);
}

/** A public page's URL says its language (/x English, /bg/x Bulgarian): follow it after navigation. */
function useLocaleFromUrl() {
  const { pathname } = useLocation();
  const { locale, setLocale } = useI18n();
  const urlLocale = localeOfPath(pathname);
  useEffect(() => {
    if (urlLocale && urlLocale !== locale) setLocale(urlLocale);
  }, [urlLocale, locale, setLocale]);
}

export function PublicLayout() {
  useFocusMainOnNavigate();
  useLocaleFromUrl();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Island name="floating-cart" component={FloatingCartButton} props={{}} />
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
