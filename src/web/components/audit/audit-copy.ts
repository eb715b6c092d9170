import { AUDIT_ACTION_LABELS, type AuditAction } from "@core/audit";
import type { Locale } from "@web/i18n/I18nProvider";

/** The audit log (its own screen and each client's Audit tab). */
const en = {
  title: "Audit Log",
  lead: "Every operator action: who, when, what, and the fields it changed.",
  loading: "Loading the audit log...",
  loadFailed: (m: string) => `Failed to load the audit log: ${m}`,
  empty: "No actions recorded yet.",
  emptyFiltered: "No actions match these filters.",
  retry: "Try again",
  columns: { when: "When", who: "Who", action: "Action", changes: "Changes" },
  actions: AUDIT_ACTION_LABELS as Record<AuditAction, string>,
  system: "System",
  before: "Before",
  after: "After",
  none: "—",
  filter: {
    title: "Filter",
    action: "Action",
    anyAction: "All actions",
    client: "Client",
    from: "From",
    to: "To",
    apply: "Apply",
    clear: "Clear filters",
  },
  pagination: "Pages",
  previous: "Previous",
  next: "Next",
};

const bg: typeof en = {
  title: "Одитен дневник",
  lead: "Всяко действие на оператора: кой, кога, какво и кои полета е променил.",
  loading: "Зареждане на одитния дневник...",
  loadFailed: (m) => `Неуспешно зареждане на одитния дневник: ${m}`,
  empty: "Все още няма записани действия.",
  emptyFiltered: "Няма действия, отговарящи на филтрите.",
  retry: "Опитайте отново",
  columns: { when: "Кога", who: "Кой", action: "Действие", changes: "Промени" },
  actions: {
    "client.created": "Създаден клиент",
    "client.updated": "Редактиран клиент",
    "hours.deducted": "Приспаднати часове",
    "payment.recorded": "Записано плащане",
    "payment_request.created": "Поискано плащане",
    "payment_request.cancelled": "Отменено искане за плащане",
    "task.updated": "Обновена задача",
    "document.uploaded": "Качен документ",
    "document.deleted": "Изтрит документ",
    "role.changed": "Променена роля",
  },
  system: "Системата",
  before: "Преди",
  after: "След",
  none: "—",
  filter: {
    title: "Филтър",
    action: "Действие",
    anyAction: "Всички действия",
    client: "Клиент",
    from: "От",
    to: "До",
    apply: "Приложи",
    clear: "Изчисти филтрите",
  },
  pagination: "Страници",
  previous: "Предишна",
  next: "Следваща",
};

export const auditCopy: Record<Locale, typeof en> = { en, bg };
export type AuditCopy = typeof en;
