import type { Notification } from "@core/notifications";
import { TASK_STATUS_LABELS, type TaskStatus } from "@core/tasks-constants";

/**
 * The bell's texts (EN + BG). A notification is stored as kind + data and worded here in the
 * reader's language; `money` formats minor units for that language.
 */
type Words = (n: Notification, money: (minor: number, currency: string) => string) => string;
const str = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");
const num = (v: unknown) => (typeof v === "number" ? v : 0);
/** item_overdue's `item` (src/server/jobs/overdue.ts): what fell overdue. */
const OVERDUE_EN: Record<string, string> = { contact: "contact request", message: "client message", translation: "translation summary" };
const OVERDUE_BG: Record<string, string> = { contact: "запитване", message: "съобщение от клиент", translation: "резюме на превод" };

const BG_STATUS: Record<TaskStatus, string> = {
  pending: "Чакаща",
  in_progress: "В процес",
  completed: "Завършена",
  pending_review: "Чака преглед",
};
const enStatus = (s: unknown) => TASK_STATUS_LABELS[s as TaskStatus] ?? str(s);
const bgStatus = (s: unknown) => BG_STATUS[s as TaskStatus] ?? str(s);

const en = {
  bell: "Notifications",
  unread: (n: number) => (n === 1 ? "1 unread notification" : `${n} unread notifications`),
  title: "Notifications",
  markAll: "Mark all as read",
  loadMore: "Load more",
  loading: "Loading notifications...",
  empty: "You're all caught up. New messages and updates will appear here.",
  failed: "We couldn't load your notifications.",
  retry: "Try again",
  unreadLabel: "Unread",
  live: "Live updates are on",
  polling: "Live updates are paused; checking every 30 seconds",
  text: {
    message_received: () => "New message from Concierge",
    task_status_changed: (n) => `Task "${str(n.data.title)}" is now ${enStatus(n.data.status)}`,
    payment_requested: (n, money) => `Payment requested: ${money(num(n.data.amount), str(n.data.currency))} — ${str(n.data.description)}`,
    message_from_client: (n) => (n.data.client ? `New message from ${str(n.data.client)}` : "New message from a client"),
    task_submitted: (n) => `New task from ${str(n.data.client)}: "${str(n.data.title)}"`,
    contact_received: (n) => (n.data.name ? `New contact request from ${str(n.data.name)}` : "New contact request"),
    order_paid: (n, money) => `Order ${str(n.data.orderRef)} paid: ${money(num(n.data.total), str(n.data.currency))}`,
    translation_requested: (n) => `New translation request${n.data.name ? ` from ${str(n.data.name)}` : ""}`,
    item_overdue: (n) => `Overdue: ${OVERDUE_EN[str(n.data.item)] ?? "an item"}${n.data.who ? ` — ${str(n.data.who)}` : ""}`,
  } satisfies Record<Notification["kind"], Words>,
};

const bg: typeof en = {
  bell: "Известия",
  unread: (n: number) => (n === 1 ? "1 непрочетено известие" : `${n} непрочетени известия`),
  title: "Известия",
  markAll: "Маркирай всички като прочетени",
  loadMore: "Зареди още",
  loading: "Известията се зареждат...",
  empty: "Нямате нови известия. Новите съобщения и промени ще се появят тук.",
  failed: "Не успяхме да заредим известията ви.",
  retry: "Опитайте отново",
  unreadLabel: "Непрочетено",
  live: "Известията пристигат на живо",
  polling: "Известията на живо са спрени; проверяваме на всеки 30 секунди",
  text: {
    message_received: () => "Ново съобщение от Concierge",
    task_status_changed: (n) => `Задачата „${str(n.data.title)}“ вече е: ${bgStatus(n.data.status)}`,
    payment_requested: (n, money) => `Заявено плащане: ${money(num(n.data.amount), str(n.data.currency))} — ${str(n.data.description)}`,
    message_from_client: (n) => (n.data.client ? `Ново съобщение от ${str(n.data.client)}` : "Ново съобщение от клиент"),
    task_submitted: (n) => `Нова задача от ${str(n.data.client)}: „${str(n.data.title)}“`,
    contact_received: (n) => (n.data.name ? `Ново запитване от ${str(n.data.name)}` : "Ново запитване"),
    order_paid: (n, money) => `Платена поръчка ${str(n.data.orderRef)}: ${money(num(n.data.total), str(n.data.currency))}`,
    translation_requested: (n) => `Нова заявка за превод${n.data.name ? ` от ${str(n.data.name)}` : ""}`,
    item_overdue: (n) => `Просрочено: ${OVERDUE_BG[str(n.data.item)] ?? "елемент"}${n.data.who ? ` — ${str(n.data.who)}` : ""}`,
  },
};

export const notificationsCopy = { en, bg };
