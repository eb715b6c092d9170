import { TASK_STATUS_LABELS, type TaskStatus, URGENCY_LABELS, type Urgency } from "@core/tasks-constants";
import type { Locale } from "@web/i18n/I18nProvider";

/** Task statuses and urgencies in both languages: the tasks screens and the dashboard's panels share them. */
export const TASK_LABELS: Record<Locale, { status: Record<TaskStatus, string>; urgency: Record<Urgency, string> }> = {
  en: { status: TASK_STATUS_LABELS, urgency: URGENCY_LABELS },
  bg: {
    status: { pending: "Чакаща", in_progress: "В процес", completed: "Завършена", pending_review: "Чака преглед" },
    urgency: { low: "Ниска", normal: "Нормална", high: "Висока", urgent: "Спешна" },
  },
};
