import type { Location } from "react-router";

/** Where a guard sends a signed-out visitor, remembering the page they asked for. */
export function signInPath(base: "/auth" | "/member-login", from: string): string {
  return from && from !== "/dashboard" ? `${base}?redirect=${encodeURIComponent(from)}` : base;
}

/**
 * The page to open after sign-in: the remembered origin (router state or ?redirect=) when
 * it is a path inside this site, /dashboard otherwise. "//host" and "/\host" are refused,
 * so the parameter cannot send anyone to another site.
 */
export function afterSignInPath(location: Pick<Location, "search" | "state">): string {
  const state = location.state as { from?: unknown } | null;
  const candidate = typeof state?.from === "string" ? state.from : new URLSearchParams(location.search).get("redirect");
  if (candidate && /^\/(?![/\\])/.test(candidate) && !candidate.startsWith("/auth") && !candidate.startsWith("/member-login")) {
    return candidate;
  }
  return "/dashboard";
}
