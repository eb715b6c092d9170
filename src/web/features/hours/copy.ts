import { BILLING_RULE } from "@core/hours-rule";
import type { Locale } from "@web/i18n/I18nProvider";

/** /dashboard/hours copy; the spec's toasts are English constants below. */
export const HOURS_MESSAGES = {
  loadFailed: "Failed to load your prepaid hours information",
  purchaseFailed: "Failed to complete the purchase",
} as const;

const hoursWord = (n: number): string => (n === 1 ? "hour" : "hours");
const chasa = (n: number): string => (n === 1 ? "час" : "часа");

const en = {
  title: "Prepaid Hours",
  lead: "Prepaid hours are credit you buy in advance. We draw it down as we work on your tasks, and clients with prepaid hours are scheduled first.",
  balance: {
    title: "Current balance",
    value: (n: string) => n,
    unit: (n: number) => hoursWord(n),
    note: BILLING_RULE.en,
  },
  buy: {
    title: "Buy hours",
    lead: "Paid securely by card. The hours are added as soon as the payment is confirmed. Prefer to pay as you go? Hourly help is on the pricing page.",
    pack: (n: number) => `${n} ${hoursWord(n)}`,
    perHour: (price: string) => `${price} per hour`,
    button: (n: number) => `Buy ${n} ${hoursWord(n)}`,
    short: "Buy",
    redirecting: "Redirecting to secure payment...",
  },
  history: {
    title: "Transaction history",
    empty: "No transactions yet. Purchases and time used on your tasks will appear here.",
    date: "Date",
    description: "Description",
    type: "Type",
    hours: "Hours",
    amount: "Amount",
    types: { purchase: "Purchase", deduction: "Hours used", other: "Credit" },
    task: (title: string) => `Task: ${title}`,
  },
  result: {
    checking: "Confirming your payment...",
    paid: (n: number) => `Payment received: ${n} ${hoursWord(n)} added to your balance.`,
    pending: "Your payment is still being confirmed. The balance updates once it is.",
    failed: "The payment was not completed and no hours were added.",
    dismiss: "Dismiss",
  },
  retry: "Try again",
};

const bg: typeof en = {
  title: "Предплатени часове",
  lead: "Предплатените часове са кредит, който купувате предварително. Приспадаме от него времето, което отделяме за задачите ви, а клиентите с предплатени часове получават предимство при планирането.",
  balance: {
    title: "Текущ баланс",
    value: (n) => n,
    unit: (n) => chasa(n),
    note: BILLING_RULE.bg,
  },
  buy: {
    title: "Купете часове",
    lead: "Сигурно плащане с карта. Часовете се добавят веднага щом плащането бъде потвърдено. Предпочитате да плащате според нуждата? Почасовата помощ е на страницата с цени.",
    pack: (n) => `${n} ${chasa(n)}`,
    perHour: (price) => `${price} на час`,
    button: (n) => `Купи ${n} ${chasa(n)}`,
    short: "Купи",
    redirecting: "Пренасочване към защитено плащане...",
  },
  history: {
    title: "История на транзакциите",
    empty: "Все още няма транзакции. Покупките и използваното време ще се появят тук.",
    date: "Дата",
    description: "Описание",
    type: "Вид",
    hours: "Часове",
    amount: "Сума",
    types: { purchase: "Покупка", deduction: "Използвани часове", other: "Кредит" },
    task: (title) => `Задача: ${title}`,
  },
  result: {
    checking: "Потвърждаваме плащането...",
    paid: (n) => `Плащането е получено: ${n} ${chasa(n)} са добавени към баланса ви.`,
    pending: "Плащането все още се потвърждава. Балансът ще се обнови след това.",
    failed: "Плащането не е завършено и не са добавени часове.",
    dismiss: "Затвори",
  },
  retry: "Опитай отново",
};

export const hoursCopy: Record<Locale, typeof en> = { en, bg };
export type HoursCopy = typeof en;
