import type { Me } from "@core/settings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, isApiError } from "@web/lib/api";

export type { Me };
export const ME_QUERY_KEY = ["me"] as const;

/** GET /api/me: the signed-in account, or null when signed out (401). */
export async function fetchMe(signal?: AbortSignal): Promise<Me | null> {
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
