import { useTranslate } from "@web/i18n/use-translate";
import { AUTH_MESSAGES } from "@core/auth-messages";
import { SETTINGS_MESSAGES } from "@core/settings-messages";
import { useQueryClient } from "@tanstack/react-query";
import { LoaderCircle } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Navigate, useLocation } from "react-router";
import { toast } from "@web/ui/toast";
import { Notice } from "@web/components/Notice";
import { isApiError } from "@web/lib/api";
import { Button } from "@web/ui/button";
import { consumeSessionEndedHere, CurrentUserContext, sessionEndedHereRecently } from "./current-user";
import { type SignInPage, signInPath } from "./redirect-target";
import { useSignInPage } from "./route-access";
import { ME_QUERY_KEY, useMe } from "./session";
import { chromeCatalogue } from "@web/i18n/chrome/catalogue";
import { useCatalogue } from "@web/i18n/use-catalogue";

/** Any request answered 401 means the session is gone: re-check it, so the guard reacts. */
function useRecheckOn401() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const recheck = (error: unknown) => {
      if (isApiError(error) && error.status === 401) void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    };
    const offQueries = queryClient.getQueryCache().subscribe((e) => {
      if (e.type === "updated" && e.action.type === "error") recheck(e.action.error);
    });
    const offMutations = queryClient.getMutationCache().subscribe((e) => {
      if (e.type === "updated" && e.action.type === "error") recheck(e.action.error);
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [queryClient]);
}

export function FullPageStatus({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh items-center justify-center gap-3 p-6 text-muted-foreground" role="status">
      {children}
    </div>
  );
}

/**
 * Guard for /dashboard/*: 'Loading...' while checking; a signed-out
 * visitor goes to the members' sign-in (the administrator's on admin-only screens),
 * remembering the page. A session that ends while here (expiry, another tab, a 401 from the
 * API) goes to the sign-in the account used, remembering the page; Sign Out in this tab → /.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const me = useMe({ watch: true });
  const location = useLocation();
  const t = useCatalogue(chromeCatalogue);
  const translate = useTranslate();
  const routeSignIn = useSignInPage();
  // The role of the account seen here last: an administrator whose session ends goes back to /auth.
  const lastSignIn = useRef<SignInPage | null>(null);
  useRecheckOn401();

  const signedOut = me.data === null;
  const sessionEnded = signedOut && lastSignIn.current !== null;
  if (me.data) lastSignIn.current = me.data.user.role === "admin" ? "/auth" : routeSignIn;

  useEffect(() => {
    if (!signedOut) return;
    if (!sessionEnded) toast.error(AUTH_MESSAGES.mustSignIn, { id: "must-sign-in" });
    else if (!consumeSessionEndedHere()) toast.info(AUTH_MESSAGES.signedOut, { id: "signed-out" });
  }, [signedOut, sessionEnded]);

  if (me.isPending) {
    return (
      <FullPageStatus>
        <LoaderCircle className="size-5 animate-spin text-primary" aria-hidden="true" />
        <span>{t("loading")}</span>
      </FullPageStatus>
    );
  }
  if (sessionEnded && sessionEndedHereRecently()) return <Navigate to="/" replace />;
  if (signedOut) {
    const from = location.pathname + location.search;
    return <Navigate to={signInPath(lastSignIn.current ?? routeSignIn, from)} state={{ from }} replace />;
  }
  if (!me.data) {
    return (
      <FullPageStatus>
        <Notice tone="error">
          <p>{translate(SETTINGS_MESSAGES.loadFailed)}</p>
          <Button size="sm" variant="outline" className="justify-self-start" onClick={() => void me.refetch()}>
            {t("actions.reload")}
          </Button>
        </Notice>
      </FullPageStatus>
    );
  }
  return <CurrentUserContext value={me.data}>{children}</CurrentUserContext>;
}
