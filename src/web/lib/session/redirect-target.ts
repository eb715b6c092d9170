import { afterSignInTarget } from "@core/redirect";
import type { Location } from "react-router";

/** The member sign-in, or the administrator's for admin-only pages. */
export type SignInPage = "/auth" | "/member-login";

/** Where a guard sends a signed-out visitor, remembering the page they asked for. */
export function signInPath(base: SignInPage, from: string): string {
  return from && from !== "/dashboard" ? `${base}?redirect=${encodeURIComponent(from)}` : base;
}

/**
 * The page to open after sign-in: the remembered origin (router state or ?redirect=) when
 * it is a path inside this site, /dashboard otherwise (src/core/redirect.ts).
 */
export function afterSignInPath(location: Pick<Location, "search" | "state">): string {
  const state = location.state as { from?: unknown } | null;
  const candidate = typeof state?.from === "string" ? state.from : new URLSearchParams(location.search).get("redirect");
  return afterSignInTarget(candidate);
}
