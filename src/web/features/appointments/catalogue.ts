import { defineCatalogue } from "@core/i18n/catalogue";
import bg from "./locales/bg.json";
import en from "./locales/en.json";

/** Appointments in every language (docs/decisions/0028-i18n-library.md). */
export const appointmentsCatalogue = defineCatalogue("appointments", { en, bg });
export type AppointmentsTranslate = ReturnType<typeof appointmentsCatalogue.translate>;

/** A service's length as people say it: "30 min", "1 h", "1 h 30 min" (and the same in Bulgarian). */
export function durationText(t: AppointmentsTranslate, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t("duration.minutes", { minutes: rest });
  return rest === 0 ? t("duration.hours", { hours }) : t("duration.hoursMinutes", { hours, minutes: rest });
}
