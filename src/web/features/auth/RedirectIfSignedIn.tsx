import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { PageLoading } from "@web/components/PageLoading";
import { afterSignInPath } from "@web/lib/session/redirect-target";
import { useMe } from "@web/lib/session/session";

/** Both sign-in screens send a signed-in visitor straight to the dashboard. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) return <PageLoading />;
  if (me.data) return <Navigate to={afterSignInPath(location)} replace />;
  return children;
}
