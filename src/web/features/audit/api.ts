import type { AuditQuery, auditContract } from "@core/audit";
import { AUDIT_ACTIONS, type AuditAction } from "@core/audit-constants";
import { auditRoutes } from "@core/routes/audit";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { client } from "@web/lib/api";
import { PRELOADED_FRESH_MS } from "@web/lib/query-client";

const auditApi = client<typeof auditContract>(auditRoutes);

export type AuditFilter = { action?: AuditAction; clientId?: string; from?: string; to?: string };
export const AUDIT_FILTER_KEYS = ["action", "clientId", "from", "to"] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters and page a URL asks for (the page and its route loader read the same). */
export function auditQueryOf(params: URLSearchParams): AuditQuery & AuditFilter {
  const get = (k: string) => params.get(k) || undefined;
  const action = get("action");
  return {
    action: AUDIT_ACTIONS.includes(action as AuditAction) ? (action as AuditAction) : undefined,
    clientId: get("clientId"),
    from: DAY.test(get("from") ?? "") ? get("from") : undefined,
    to: DAY.test(get("to") ?? "") ? get("to") : undefined,
    cursor: get("cursor"),
  };
}

/** One page of operator actions. */
export const auditListQueryOptions = (query: AuditQuery) =>
  queryOptions({
    queryKey: ["audit", "list", query],
    queryFn: ({ signal }) => auditApi.list({ query, signal }),
    staleTime: PRELOADED_FRESH_MS,
  });

export function useAuditList(query: AuditQuery) {
  return useQuery({ ...auditListQueryOptions(query), placeholderData: keepPreviousData });
}
