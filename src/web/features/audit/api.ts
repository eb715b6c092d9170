import type { AuditQuery, auditContract } from "@core/audit";
import { AUDIT_ACTIONS } from "@core/audit-constants";
import { auditRoutes } from "@core/routes/audit";
import { client } from "@web/lib/api";
import { pagedList } from "@web/lib/list-query";
import { param, urlSchema, type UrlValues } from "@web/ui/url-state";

const auditApi = client<typeof auditContract>(auditRoutes);

/** The audit log's URL: its filters (plus the cursor). */
export const auditListUrl = urlSchema({ action: param.oneOf(AUDIT_ACTIONS), clientId: param.text(), from: param.day(), to: param.day() });
export type AuditFilter = Partial<UrlValues<typeof auditListUrl>>;

/** One page of operator actions. */
const auditListPages = pagedList(["audit"], (query: AuditQuery, signal) => auditApi.list({ query, signal }));
export const auditListQueryOptions = auditListPages.options;
export const useAuditList = auditListPages.useList;
