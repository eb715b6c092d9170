/**
 * What other features may use of notifications: everything else in this folder is its own. A feature
 * imports another only through this module (scripts/check-server-zones.ts).
 */
export { signalSessionsEnded } from "../../db/notify";
export { notifyAdmins, notifyUsers } from "./notify";
