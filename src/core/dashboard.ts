import { z } from "zod";
import { SETUP_FIELDS } from "./setup-fields";
import { contract } from "./contract";
import { documentRowSchema } from "./documents";
import { dashboardRoutes } from "./routes/dashboard";
import { TASK_STATUSES, URGENCIES, type Urgency } from "./tasks";

/*
 * Dashboard home (home): the figures and panels
 * of /dashboard from live data, in ONE request per dashboard (the server runs the queries
 * side by side). Each figure is defined as its list screen counts it, so the two agree:
 *
 *   member  Active Tasks      = My Tasks' All Tasks badge − its Completed badge (every status but Completed)
 *           Documents         = the rows of the member's document list (GET /api/documents)
 *           Unread Messages   = the operator's messages in their conversation not yet read
 *           Payment Due       = the sum of their open payment requests (GET /api/payments → requests), site currency
 *   admin   Active Clients    = the rows of Manage Clients (GET /api/clients: every member account)
 *           Pending Tasks     = the Pending tab badge of Tasks Overview (GET /api/tasks → counts.pending)
 *           Unread Messages   = clients' messages no admin has opened yet
 *           Open requests     = the rows of Payments' Open requests view (GET /api/payment-requests), sums per currency
 *           New Orders        = the New tab badge of the Orders inbox (GET /api/orders → counts.new)
 *           Earned (Month)    = earned revenue this Sofia month: work delivered, not cash (tips and hour
 *                               packs are cash, not earned); the Reports screen's figure (docs/decisions/0041-business-numbers.md)
 *
 * Routes: core/routes/dashboard.ts. `due` is the operator's open promises —
 * contact submissions still New, client conversations with messages not answered yet (due when
 * the oldest is), translation requests not delivered — by due time, so overdue ones come first.
 *
 * The overdue job rings the operator's bell with kind `item_overdue` and data
 * {item: DueKind, id (as in DueItem), who, dueAt (ISO)}, link DUE_LINKS[item].
 */

export const DASHBOARD_PANEL_SIZE = 5;
export const DASHBOARD_DUE_SIZE = 20;

/** Most urgent first, for Upcoming Tasks and Tasks Needing Attention. */
export const URGENCY_RANK: Record<Urgency, number> = { urgent: 0, high: 1, normal: 2, low: 3 };

/** A message preview is its first line, cut to 30 characters plus '...'. Bold markers of a composed subject are dropped. */
export function messagePreview(content: string): string {
  const first = (content.split(/\r?\n/).find((l) => l.trim() !== "") ?? "").replace(/^\*\*(.*)\*\*$/, "$1").trim();
  return first.length > 30 ? `${first.slice(0, 30)}...` : first;
}

const money = z.object({ amount: z.number().int(), currency: z.string() });
/** A sum in euro cents over records in either currency, and the stotinki of BGN it counts converted (0 when none; docs/decisions/0033-euro.md). */
const euroSum = money.extend({ bgnIncluded: z.number().int() });

export const dashboardTaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(TASK_STATUSES),
  urgency: z.enum(URGENCIES),
  createdAt: z.string(),
  /** Admin only: whose task. */
  client: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type DashboardTask = z.infer<typeof dashboardTaskSchema>;

export const dashboardMessageSchema = z.object({
  id: z.string(),
  sender: z.enum(["client", "admin"]),
  /** messagePreview(content): plain text. */
  preview: z.string(),
  /** Read by its recipient side. */
  isRead: z.boolean(),
  createdAt: z.string(),
  /** Admin only: the client whose conversation it is. */
  client: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type DashboardMessage = z.infer<typeof dashboardMessageSchema>;

export const DUE_KINDS = ["contact", "message", "translation"] as const;
export type DueKind = (typeof DUE_KINDS)[number];
/** Where the operator answers each kind of promise. */
export const DUE_LINKS: Record<DueKind, string> = {
  contact: "/dashboard/contact",
  message: "/dashboard/messages",
  translation: "/dashboard/translations",
};

export const dueItemSchema = z.object({
  kind: z.enum(DUE_KINDS),
  /** The submission's or translation request's id; for `message`, the client's id (one item per conversation). */
  id: z.string(),
  /** The person waiting: visitor's or client's name (or email). */
  who: z.string(),
  link: z.string(),
  dueAt: z.string(),
  /** At the server's clock when answered (the web shows time left with DueBadge). */
  overdue: z.boolean(),
  /** Messages waiting in that conversation (1 for the other kinds). */
  count: z.number().int(),
});
export type DueItem = z.infer<typeof dueItemSchema>;

export const memberDashboardSchema = z.object({
  role: z.literal("member"),
  /** For the welcome line. */
  name: z.string(),
  cards: z.object({
    activeTasks: z.number().int(),
    documents: z.number().int(),
    unreadMessages: z.number().int(),
    /** Open payment requests in euro cents (0 when none), any in BGN converted at 1.95583. */
    paymentDue: euroSum,
  }),
  upcomingTasks: z.array(dashboardTaskSchema),
  recentMessages: z.array(dashboardMessageSchema),
  recentDocuments: z.array(documentRowSchema),
  /**
   * The prepaid balance in hours, and the task that last drew on it with the hours it drew in
   * all (hours and the balance left, never money).
   */
  prepaid: z.object({ balance: z.number(), lastCovered: z.object({ id: z.string(), title: z.string(), hours: z.number() }).nullable() }),
});
export type MemberDashboard = z.infer<typeof memberDashboardSchema>;

export const adminDashboardSchema = z.object({
  role: z.literal("admin"),
  cards: z.object({
    activeClients: z.number().int(),
    pendingTasks: z.number().int(),
    unreadMessages: z.number().int(),
    /** Paid storefront orders still New (the Orders inbox). */
    newOrders: z.number().int(),
    /** Earned revenue this month in euro cents (docs/decisions/0041-business-numbers.md), BGN rows converted at 1.95583. */
    revenueMonth: euroSum,
    /** Open payment requests (docs/decisions/0022-receivables-and-pay-links.md): how many, and their one sum in euro (empty when none). */
    openRequests: z.object({ count: z.number().int(), totals: z.array(euroSum) }),
  }),
  tasksNeedingAttention: z.array(dashboardTaskSchema),
  recentMessages: z.array(dashboardMessageSchema),
  recentDocuments: z.array(documentRowSchema),
  due: z.object({
    /** Up to DASHBOARD_DUE_SIZE, earliest due first. */
    items: z.array(dueItemSchema),
    total: z.number().int(),
    overdue: z.number().int(),
  }),
  /**
   * What the business's setup still lacks for a company invoice (the seller's name, address,
   * UIC): the "finish setting up" card, linking to Settings → Business. Empty when complete.
   */
  setupMissing: z.array(z.enum(SETUP_FIELDS)),
  /** The backups (docs/decisions/0047-backups.md): the last good one, and how the last attempt ended. */
  backup: z.object({
    lastGoodAt: z.string().nullable(),
    sizeBytes: z.number().nullable(),
    lastStatus: z.enum(["good", "failed", "running", "incomplete"]).nullable(),
  }),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export const dashboardSchema = z.discriminatedUnion("role", [memberDashboardSchema, adminDashboardSchema]);
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardContract = contract(dashboardRoutes, {
  get: { response: { 200: dashboardSchema } },
});
