import { PAYMENT_STATUS_LABELS, PAYMENT_TYPE_LABELS, type PaymentStatus, type PaymentType } from "@core/payments-constants";
import type { Locale } from "@web/i18n/I18nProvider";

/** Payment types and statuses in both languages: the admin's Payments, Payment History and client detail share them. */
export const PAYMENT_LABELS: Record<Locale, { types: Record<PaymentType, string>; statuses: Record<PaymentStatus, string> }> = {
  en: { types: PAYMENT_TYPE_LABELS, statuses: PAYMENT_STATUS_LABELS },
  bg: {
    types: {
      prepaid_hours: "Предплатени часове",
      translation: "Превод",
      other: "Друго",
      hours_purchase: "Покупка на часове",
      hours_deduction: "Приспаднати часове",
    },
    statuses: { completed: "Завършено", manual: "Ръчно въведено", refund_due: "За възстановяване" },
  },
};
