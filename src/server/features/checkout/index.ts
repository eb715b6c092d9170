/**
 * What other features may use of checkout: everything else in this folder is its own. A feature
 * imports another only through this module (scripts/check-server-zones.ts).
 */
export { PROVIDER_ANSWER_TTL_MS } from "./session-status";
