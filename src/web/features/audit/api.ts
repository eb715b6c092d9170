import type { AuditQuery, auditContract } from "@core/audit";
import { AUDIT_ACTIONS } from "@core/audit-constants";
import { auditRoutes } from "@core/routes/audit";
import { client } from "@web/lib/api";
import { pagedList } from "@web/lib/list-query";
import { param } from "@web/ui/url-state";
import { z } from "zod";

const auditApi = client<typeof auditContract>(auditRoutes);

/** The audit log's URL: its filters (plus the cursor). */
export const auditListUrl = z.object({ action: param.oneOf(AUDIT_ACTIONS), clientId: param.text(), from: param.day(), to: param.day() });
export type AuditFilter = Partial<z.output<typeof auditListUrl>>;

/** One page of operator actions. */
const auditListPages = pagedList(["audit"], (query: AuditQuery, signal) => auditApi.list({ query, signal }));
export const auditListQueryOptions = auditListPages.options;
export const useAuditList = auditListPages.useList;
