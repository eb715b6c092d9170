import type { Notification } from "@core/notifications";
import { TASK_STATUSES, type TaskStatus } from "@core/tasks-constants";
import type { NotificationsTranslate } from "./catalogue";

/**
 * A notification is stored as kind + data and worded here in the reader's language; `money`
 * formats minor units for that language.
 */
type Money = (minor: number, currency: string) => string;
type Words = (t: NotificationsTranslate, n: Notification, money: Money) => string;
const str = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");
const num = (v: unknown) => (typeof v === "number" ? v : 0);
const isStatus = (s: string): s is TaskStatus => (TASK_STATUSES as readonly string[]).includes(s);
/** item_overdue's `item` (src/server/features/dashboard/overdue.ts): what fell overdue. */
const OVERDUE_ITEMS = ["contact", "message", "translation"] as const;
const isOverdueItem = (s: string): s is (typeof OVERDUE_ITEMS)[number] => (OVERDUE_ITEMS as readonly string[]).includes(s);

const status = (t: NotificationsTranslate, v: unknown) => {
  const s = str(v);
  return isStatus(s) ? t(`statuses.${s}`) : s;
};
const overdueItem = (t: NotificationsTranslate, v: unknown) => {
  const s = str(v);
  return t(`overdueItems.${isOverdueItem(s) ? s : "other"}`);
};

const WORDS = {
  message_received: (t) => t("text.message_received"),
  task_status_changed: (t, n) => t("text.task_status_changed", { title: str(n.data.title), status: status(t, n.data.status) }),
  payment_requested: (t, n, money) =>
    t("text.payment_requested", { amount: money(num(n.data.amount), str(n.data.currency)), description: str(n.data.description) }),
  message_from_client: (t, n) => (n.data.client ? t("text.message_from_client", { client: str(n.data.client) }) : t("text.message_from_someone")),
  task_submitted: (t, n) => t("text.task_submitted", { client: str(n.data.client), title: str(n.data.title) }),
  contact_received: (t, n) => (n.data.name ? t("text.contact_received", { name: str(n.data.name) }) : t("text.contact_received_unnamed")),
  order_paid: (t, n, money) => t("text.order_paid", { orderRef: str(n.data.orderRef), total: money(num(n.data.total), str(n.data.currency)) }),
  translation_requested: (t, n) =>
    n.data.name ? t("text.translation_requested", { name: str(n.data.name) }) : t("text.translation_requested_unnamed"),
  item_overdue: (t, n) =>
    n.data.who
      ? t("text.item_overdue", { item: overdueItem(t, n.data.item), who: str(n.data.who) })
      : t("text.item_overdue_unnamed", { item: overdueItem(t, n.data.item) }),
} satisfies Record<Notification["kind"], Words>;

/** One notification in the reader's words. */
export function notificationText(t: NotificationsTranslate, n: Notification, money: Money): string {
  return WORDS[n.kind](t, n, money);
}
