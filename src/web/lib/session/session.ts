import { accountRoutes } from "@core/routes/account";
import type { accountContract, Me } from "@core/settings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, isApiError } from "@web/lib/api";

export type { Me };
export const ME_QUERY_KEY = ["me"] as const;

const accountApi = client<typeof accountContract>(accountRoutes);

/**
 * The server's word on this page's own request (server/http/web-pages.ts): "none" when no
 * session came with it, else the account's role. A visitor's account is then known to be nobody
 * until a sign-in in this tab, and GET /api/me (a members' route: 401 for a visitor, an error in
 * the console) is not asked; a member's first page asks its data without waiting for /api/me.
 */
type SessionAtLoad = "none" | "member" | "admin" | null;
let atLoad: SessionAtLoad = (() => {
  if (typeof document === "undefined") return null;
  const content = document.querySelector('meta[name="session"]')?.getAttribute("content");
  return content === "none" || content === "member" || content === "admin" ? content : null;
})();

/**
 * The account the server put in a members-area page (server/http/web-pages.ts), read once:
 * the app starts with it instead of asking GET /api/me first.
 */
let meAtLoad: Me | null = (() => {
  if (typeof document === "undefined") return null;
  const json = document.getElementById("me-at-load")?.textContent;
  try {
    return json ? (JSON.parse(json) as Me) : null;
  } catch {
    return null;
  }
})();

/** The account the page came with (see above), for the app's first render; null after the first call. */
export function takeMeAtLoad(): Me | null {
  const me = meAtLoad;
  meAtLoad = null;
  return me;
}

/** The role the page was served to, while no sign-in or sign-out in this tab has changed it (null: unknown or nobody). */
export const roleAtLoad = (): "member" | "admin" | null => (atLoad === "member" || atLoad === "admin" ? atLoad : null);

/** A sign-in or sign-out in this tab: from now on only the server knows (GET /api/me). */
export function sessionStarted(): void {
  atLoad = null;
}

/** GET /api/me: the signed-in account, or null when signed out (401, or a visitor's page, above). */
export async function fetchMe(signal?: AbortSignal): Promise<Me | null> {
  if (atLoad === "none") return null;
  try {
    return await accountApi.me({ signal });
  } catch (err) {
    if (isApiError(err) && err.status === 401) return null;
    throw err;
  }
}

/**
 * The current account. `watch` (the dashboard) re-checks every minute and on window focus,
 * so a session that ended elsewhere (expiry, sign-out in another tab) is noticed.
 */
export const meQueryOptions = ({ watch = false } = {}) =>
  queryOptions({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => fetchMe(signal),
    staleTime: 30_000,
    refetchInterval: watch ? 60_000 : false,
    refetchOnWindowFocus: watch ? "always" : false,
  });

export function useMe({ watch = false } = {}) {
  return useQuery(meQueryOptions({ watch }));
}
