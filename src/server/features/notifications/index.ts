/**
 * What other features may use of notifications: everything else in this folder is its own. A feature
 * imports another only through this module (scripts/check-server-zones.ts).
 */
export { notifyAdmins, notifyUsers, signalSessionsEnded } from "./notify";
