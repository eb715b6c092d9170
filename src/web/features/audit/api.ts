import type { AuditQuery, auditContract } from "@core/audit";
import { AUDIT_ACTIONS } from "@core/audit-constants";
import { auditRoutes } from "@core/routes/audit";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { client } from "@web/lib/api";
import { PRELOADED_FRESH_MS } from "@web/lib/query-client";
import { param } from "@web/ui/url-state";
import { z } from "zod";

const auditApi = client<typeof auditContract>(auditRoutes);

/** The audit log's URL: its filters (plus the cursor). */
export const auditListUrl = z.object({ action: param.oneOf(AUDIT_ACTIONS), clientId: param.text(), from: param.day(), to: param.day() });
export type AuditFilter = Partial<z.output<typeof auditListUrl>>;

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
