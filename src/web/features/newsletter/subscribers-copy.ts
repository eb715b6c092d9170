import type { SubscriberFilter } from "@core/newsletter";
import type { Locale } from "@web/i18n/I18nProvider";

/** The operator's Newsletter screen (issue 26). */
const en = {
  title: "Newsletter",
  lead: "Who signed up for the news, in which language, and who has confirmed.",
  loading: "Loading subscribers...",
  loadFailed: (m: string) => `Failed to load subscribers: ${m}`,
  retry: "Try again",
  empty: "No subscribers yet.",
  emptyFiltered: "No subscribers with this status.",
  filtersLabel: "Filter by status",
  tabs: { all: "All", pending: "Pending", confirmed: "Confirmed" } satisfies Record<SubscriberFilter, string>,
  statuses: { pending: "Pending", confirmed: "Confirmed" },
  languages: { en: "English", bg: "Bulgarian" },
  columns: { email: "Email", status: "Status", language: "Language", subscribed: "Subscribed", confirmed: "Confirmed", actions: "Actions" },
  notConfirmed: "—",
  export: "Export CSV",
  exportLabel: "Export CSV of the subscribers shown",
  remove: {
    button: "Remove",
    label: (email: string) => `Remove ${email}`,
    title: "Remove this subscriber?",
    lead: "The address leaves the list for good and gets no more newsletter emails.",
    confirm: "Remove",
    cancel: "Cancel",
    done: "Subscriber removed",
    failed: (m: string) => `Failed to remove the subscriber: ${m}`,
  },
  pagination: "Subscriber pages",
  previous: "Previous",
  next: "Next",
};

const bg: typeof en = {
  title: "Бюлетин",
  lead: "Кой се е абонирал за новините, на какъв език и кой е потвърдил.",
  loading: "Зареждане на абонатите...",
  loadFailed: (m: string) => `Абонатите не можаха да се заредят: ${m}`,
  retry: "Опитайте отново",
  empty: "Все още няма абонати.",
  emptyFiltered: "Няма абонати с този статус.",
  filtersLabel: "Филтър по статус",
  tabs: { all: "Всички", pending: "Чакащи", confirmed: "Потвърдени" },
  statuses: { pending: "Чакащ", confirmed: "Потвърден" },
  languages: { en: "английски", bg: "български" },
  columns: { email: "Имейл", status: "Статус", language: "Език", subscribed: "Абониран", confirmed: "Потвърден", actions: "Действия" },
  notConfirmed: "—",
  export: "Експорт в CSV",
  exportLabel: "Експорт в CSV на показаните абонати",
  remove: {
    button: "Премахни",
    label: (email: string) => `Премахни ${email}`,
    title: "Да се премахне ли абонатът?",
    lead: "Адресът излиза от списъка завинаги и не получава повече писма от бюлетина.",
    confirm: "Премахни",
    cancel: "Отказ",
    done: "Абонатът е премахнат",
    failed: (m: string) => `Абонатът не беше премахнат: ${m}`,
  },
  pagination: "Страници с абонати",
  previous: "Предишна",
  next: "Следваща",
};

export const subscribersCopy: Record<Locale, typeof en> = { en, bg };
export type SubscribersCopy = typeof en;
