/**
 * What other features may use of clients: everything else in this folder is its own. A feature
 * imports another only through this module (scripts/check-server-zones.ts).
 */
export { clientForEmail } from "./link";
