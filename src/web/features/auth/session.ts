import type { Me } from "@core/settings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, isApiError } from "@web/lib/api";

export type { Me };
export const ME_QUERY_KEY = ["me"] as const;

/**
 * The server's word on this page's own request (server/http/web-pages.ts): no session came with
 * it. Until a sign-in in this tab, the account is then known to be nobody, and GET /api/me (a
 * members' route: 401 for a visitor, an error in the console) is not asked.
 */
let visitorAtLoad = typeof document !== "undefined" && document.querySelector('meta[name="session"]')?.getAttribute("content") === "none";

/** A sign-in in this tab succeeded: from now on the account is asked of the server. */
export function sessionStarted(): void {
  visitorAtLoad = false;
}

/** GET /api/me: the signed-in account, or null when signed out (401, or a visitor's page, above). */
export async function fetchMe(signal?: AbortSignal): Promise<Me | null> {
  if (visitorAtLoad) return null;
  try {
    return await api.get<Me>("/api/me", { signal });
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
