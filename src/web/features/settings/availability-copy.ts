import type { Locale } from "@web/i18n/I18nProvider";

/** Settings → Availability (issue 27 item 1); the section's title and lead are in copy.ts. */
const en = {
  weekly: "Weekly hours",
  open: "Open",
  from: "From",
  to: "To",
  days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
  exceptions: "Days off and exceptions",
  exceptionsLead: "A date that is closed, or open at other hours.",
  date: "Date",
  closed: "Closed all day",
  addException: "Add a date",
  removeException: (date: string) => `Remove ${date || "this date"}`,
  buffer: "Buffer between appointments (minutes)",
  horizon: "Bookable up to (days ahead)",
  notice: "Not bookable within (hours)",
  save: "Save availability",
  saving: "Saving…",
  failed: "Failed to save the availability",
  loadFailed: "Failed to load the availability",
};

const bg: typeof en = {
  weekly: "Седмично работно време",
  open: "Отворено",
  from: "От",
  to: "До",
  days: ["Понеделник", "Вторник", "Сряда", "Четвъртък", "Петък", "Събота", "Неделя"],
  exceptions: "Почивни дни и изключения",
  exceptionsLead: "Дата, в която е затворено или с друго работно време.",
  date: "Дата",
  closed: "Затворено целия ден",
  addException: "Добави дата",
  removeException: (date: string) => `Премахни ${date || "тази дата"}`,
  buffer: "Почивка между срещите (минути)",
  horizon: "Записване до (дни напред)",
  notice: "Без записване в следващите (часа)",
  save: "Запази наличността",
  saving: "Запазваме…",
  failed: "Наличността не беше запазена",
  loadFailed: "Наличността не се зареди",
};

export const availabilityCopy: Record<Locale, typeof en> = { en, bg };
