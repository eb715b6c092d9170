/**
 * What other features may use of tasks: everything else in this folder is its own. A feature
 * imports another only through this module (scripts/check-server-zones.ts).
 */
export { createTaskForClient } from "./for-client";
export { updateTask } from "./update";
