import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { PRELOADED_FRESH_MS } from "./query-client";

/**
 * A list's page query under `[...key, "list", query]`: its options (the route preload warms the
 * same request) and its hook, which keeps the rows on screen while the next page or filter loads.
 */
export function pagedList<Q, R>(key: readonly string[], fetch: (query: Q, signal: AbortSignal) => Promise<R>) {
  const options = (query: Q) => queryOptions({ queryKey: [...key, "list", query], queryFn: ({ signal }) => fetch(query, signal), staleTime: PRELOADED_FRESH_MS });
  const useList = (query: Q) => useQuery({ ...options(query), placeholderData: keepPreviousData });
  return { options, useList };
}

/** A page's one query (not a list) under `key`: its options (the route preload warms the same request) and its hook. */
export function pageQuery<R>(key: readonly string[], fetch: (signal: AbortSignal) => Promise<R>) {
  const options = () => queryOptions({ queryKey: key, queryFn: ({ signal }) => fetch(signal), staleTime: PRELOADED_FRESH_MS });
  const usePage = () => useQuery(options());
  return { options, usePage };
}

/** One item for its details dialog, under `[...key, "detail", id]`; nothing is asked while `id` is null. */
export function useDetail<R>(key: readonly string[], id: string | null, fetch: (id: string, signal: AbortSignal) => Promise<R>) {
  return useQuery({ queryKey: [...key, "detail", id], queryFn: ({ signal }) => fetch(id ?? "", signal), enabled: id !== null });
}
