/**
 * Tasks (Submit a Task, Task Details); schemas in core/tasks.ts.
 * Ids that are not UUIDs, unknown ids and other members' ids all answer 404.
 */
export const tasksRoutes = {
  /** One page of the caller's tasks (the admin: everyone's, searchable, or one client's), newest first, with the tab counts. */
  list: { method: "GET", path: "/api/tasks", access: "member" },
  /** A new Pending task with the caller's uploaded documents; status, notes or hours sent here are ignored. */
  create: { method: "POST", path: "/api/tasks", access: "member" },
  /** Task Details: documents, prepaid hours drawn with the client's balance, unpaid time to bill, what the caller may do. */
  get: { method: "GET", path: "/api/tasks/:id", access: "member" },
  /** The operator's Update: status, notes, and hours ADDED (drawn from the prepaid balance or left unpaid; 409 when short). */
  update: { method: "PATCH", path: "/api/tasks/:id", access: "admin" },
  /**
   * Bill unpaid time: a payment request (the one creation path) for the task's unpaid hours not
   * billed yet, which are then marked billed in the same transaction; 409 when none are left.
   */
  bill: { method: "POST", path: "/api/tasks/:id/bill", access: "admin" },
  /** Another file for an open task (raw body, as POST /api/documents/uploads); 409 once it is Completed. */
  attach: { method: "POST", path: "/api/tasks/:id/documents", access: "member" },
} as const;
