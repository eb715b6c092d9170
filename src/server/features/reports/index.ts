/**
 * What other features may use of reports: everything else in this folder is its own. A feature
 * imports another only through this module (scripts/check-server-zones.ts).
 */
export { earnedThisMonth } from "./earned-days";
