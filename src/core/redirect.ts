/**
 * Redirect targets after sign-in (`?redirect=`): only a path on this site is accepted.
 * Browsers read "//host", "/\host" and paths with tabs or newlines ("/\t/host") as another
 * site, so anything that does not stay on our origin once parsed is refused.
 */
const PROBE_ORIGIN = "https://origin.invalid";

export function safeRedirectPath(candidate: unknown): string | null {
  if (typeof candidate !== "string" || !candidate.startsWith("/")) return null;
  // Control characters, spaces and backslashes have no place in our own paths.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (/[\u0000-\u0020\u007f\\]/.test(candidate) || candidate.startsWith("//")) return null;
  let url: URL;
  try {
    url = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  return url.pathname + url.search + url.hash;
}

/** The sign-in screens themselves are never a target (a sign-in would loop back to a form). */
const SIGN_IN_PATHS = ["/auth", "/member-login"];

export function afterSignInTarget(candidate: unknown, fallback = "/dashboard"): string {
  const path = safeRedirectPath(candidate);
  if (!path) return fallback;
  const pathname = path.split(/[?#]/)[0] ?? "";
  return SIGN_IN_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`)) ? fallback : path;
}
