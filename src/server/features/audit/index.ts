/**
 * What other features may use of audit: everything else in this folder is its own. A feature
 * imports another only through this module (scripts/check-server-zones.ts).
 */
export { changedFields, recordAudit, recordSystemChange } from "../../db/audit-log";
