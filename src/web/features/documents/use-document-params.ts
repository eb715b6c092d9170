import type { DocumentListQuery } from "@core/documents";
import { DOCUMENT_STATUSES, type DocumentStatus } from "@core/documents-constants";
import { isAllowedExtension } from "@core/upload";
import { useLocation, useSearchParams } from "react-router";

export type DocumentFilter = { clientId?: string; type?: string; status?: string; from?: string; to?: string };
export const FILTER_KEYS = ["clientId", "type", "status", "from", "to"] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The list request a URL asks for (the page and its route loader read the same). */
export function documentListQuery(params: URLSearchParams): DocumentListQuery {
  const get = (k: string) => params.get(k) || undefined;
  const type = get("type");
  const status = get("status");
  const from = get("from");
  const to = get("to");
  return {
    clientId: get("clientId"),
    type: type && isAllowedExtension(type) ? type : undefined,
    status: DOCUMENT_STATUSES.includes(status as DocumentStatus) ? (status as DocumentStatus) : undefined,
    from: from && DAY.test(from) ? from : undefined,
    to: to && DAY.test(to) ? to : undefined,
    cursor: get("cursor"),
  };
}

/** Filters and the page cursor live in the URL, so Back and shared links keep them. */
export function useDocumentParams() {
  const [params, setParams] = useSearchParams();
  const state = useLocation().state as { trail?: string[] } | null;
  const trail = state?.trail ?? [];
  const query = documentListQuery(params);
  const filter: DocumentFilter = { clientId: query.clientId, type: query.type, status: query.status, from: query.from, to: query.to };

  const set = (change: Record<string, string | undefined>, nextTrail: string[] = []) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(change)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { state: { trail: nextTrail } });
  };

  return {
    query,
    filter,
    filtered: FILTER_KEYS.some((k) => filter[k]),
    hasPrevious: Boolean(query.cursor),
    setFilter: (f: DocumentFilter) => set({ ...Object.fromEntries(FILTER_KEYS.map((k) => [k, f[k]])), cursor: undefined }),
    next: (cursor: string) => set({ cursor }, [...trail, query.cursor ?? ""]),
    previous: () => set({ cursor: trail.at(-1) || undefined }, trail.slice(0, -1)),
  };
}
