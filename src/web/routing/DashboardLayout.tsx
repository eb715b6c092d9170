import type { QueryClient } from "@tanstack/react-query";
import { Suspense, useEffect, useRef } from "react";
import { Outlet, useLocation } from "react-router";
import { ScrollRestoration } from "@web/lib/scroll-restoration";
import { PageLoading } from "@web/components/PageLoading";
import { lazyNamed, remembered } from "@web/lib/lazy-named";
import { useCurrentUser } from "@web/lib/session/current-user";
import { ME_QUERY_KEY, type Me } from "@web/lib/session/session";
import { RequireAuth } from "@web/lib/session/RequireAuth";
import { NotificationBell } from "@web/features/notifications/NotificationBell";
import { useNotificationStream } from "@web/features/notifications/use-notification-stream";
import { siteLocaleOf } from "@core/i18n/language-rule";
import { useI18n } from "@web/i18n/I18nProvider";
import { LanguageChoiceContext } from "@web/i18n/language-choice";
import { useSaveLanguage } from "@web/features/profile/api";
import { DashboardHeader } from "@web/layouts/DashboardHeader";
import { DashboardNav } from "@web/layouts/DashboardNav";
import { chromeCatalogue } from "@web/i18n/chrome/catalogue";
import { useCatalogue } from "@web/i18n/use-catalogue";

// Only an administrator without two-factor sign-in sees it: everyone else's first code carries none of it.
const loadBanner = remembered(() => import("@web/layouts/two-factor/TwoFactorBanner"));
const TwoFactorBanner = lazyNamed<typeof import("@web/layouts/two-factor/TwoFactorBanner"), { required: boolean }>(loadBanner, "TwoFactorBanner");

const showsTwoFactorBanner = (me: Me) => (me.mustEnrollTwoFactor || me.suggestTwoFactor) && !me.user.twoFactorEnabled;

/**
 * The banner's code, when the account the page came with sees it: the server's frame drew it, so
 * the first render draws it too instead of taking it away for a moment (dashboard-routes.tsx waits).
 */
export function preloadTwoFactorBanner(queryClient: QueryClient): Promise<unknown> | undefined {
  const me = queryClient.getQueryData<Me | null>(ME_QUERY_KEY);
  return me && showsTwoFactorBanner(me) ? loadBanner() : undefined;
}

/** /dashboard/*: signed-in only; header, role sidebar (a slide-in menu under 768 px), page. */
export function DashboardLayout() {
  return (
    <RequireAuth>
      <DashboardFrame />
    </RequireAuth>
  );
}

/**
 * The member's preferred language becomes the UI language once per sign-in. One
 * without a catalogue (Spanish, French, German: a client's recorded language) decides nothing: the
 * visitor's choice or the browser's languages stay (docs/decisions/0018-language-rule.md).
 */
function usePreferredLanguage() {
  const { profile, user } = useCurrentUser();
  const { setLocale } = useI18n();
  const appliedFor = useRef<string>(null);
  useEffect(() => {
    if (appliedFor.current === user.id) return;
    appliedFor.current = user.id;
    const preferred = siteLocaleOf(profile.preferredLanguage);
    if (preferred) setLocale(preferred);
  }, [user.id, profile.preferredLanguage, setLocale]);
}

function DashboardFrame() {
  const t = useCatalogue(chromeCatalogue);
  const me = useCurrentUser();
  const { pathname } = useLocation();
  usePreferredLanguage();
  const saveLanguage = useSaveLanguage();
  // One live stream per signed-in tab: the bell and open screens update without a reload.
  useNotificationStream();
  // An admin who must enrol sees only Settings until two-factor sign-in is on.
  const blocked = me.mustEnrollTwoFactor && !pathname.startsWith("/dashboard/settings");
  const showBanner = showsTwoFactorBanner(me);

  return (
    <LanguageChoiceContext value={saveLanguage}>
      <div className="flex min-h-dvh flex-col bg-muted/30">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {t("skipToContent")}
        </a>
        <DashboardHeader notifications={<NotificationBell />} />
        <div className="flex flex-1">
          <aside className="sticky top-16 hidden h-[calc(100dvh-4rem)] w-60 shrink-0 overflow-y-auto border-r bg-background p-3 md:block">
            <DashboardNav />
          </aside>
          <main id="main" tabIndex={-1} className="flex min-w-0 flex-1 flex-col gap-6 p-4 outline-none sm:p-6 lg:p-8">
            {showBanner && (
              <Suspense fallback={null}>
                <TwoFactorBanner required={me.mustEnrollTwoFactor} />
              </Suspense>
            )}
            {!blocked && (
              <Suspense fallback={<PageLoading />}>
                <Outlet />
              </Suspense>
            )}
          </main>
        </div>
        <ScrollRestoration />
      </div>
    </LanguageChoiceContext>
  );
}
