import { useMatches } from "react-router";
import type { SignInPage } from "./redirect-target";

/** Declared in a route's `handle`: who the screen is for. */
export type RouteAccess = { access: "admin" };

const isAdminOnly = (handle: unknown) => (handle as Partial<RouteAccess> | undefined)?.access === "admin";

/** The sign-in a signed-out visitor of the current route needs: /auth only for admin-only screens. */
export function useSignInPage(): SignInPage {
  return useMatches().some((m) => isAdminOnly(m.handle)) ? "/auth" : "/member-login";
}
