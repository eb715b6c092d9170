import { formatDecimal } from "./money";
import { INTL_LOCALE, type Locale } from "./locale";
import { hoursWordsIn } from "./hours/catalogue";
/**
 * How time is charged, stated once: a task is charged at least one hour, then in
 * half-hour steps (the operator's recording step). The server records hours by this
 * rule, the web previews it, and the public pages and emails say it in these words. Prepaid
 * time is shown as hours and the remaining balance, never as money. No zod here: the
 * storefront's copy imports it.
 */

/** Hours are recorded, drawn and deducted in half-hour steps. */
export const HOURS_STEP = 0.5;
/** The least a task is charged once any time is recorded on it. */
export const MIN_TASK_HOURS = 1;

/** The hours a task with `recorded` hours on it is charged: 0, or at least one hour in half-hour steps. */
export function billableHours(recorded: number): number {
  if (!(recorded > 0)) return 0;
  // The epsilon absorbs binary noise (0.1 + 0.2 …) so an exact step is not pushed up one.
  const steps = Math.ceil(recorded / HOURS_STEP - 1e-9);
  return Math.max(MIN_TASK_HOURS, steps * HOURS_STEP);
}

/**
 * What an update that adds `added` hours to a task already holding `recorded` actually records:
 * the task's total moves to billableHours(recorded + added). The first half hour on a task
 * records the one-hour minimum; later additions go as typed.
 */
export function hoursToRecord(recorded: number, added: number): number {
  if (!(added > 0)) return 0;
  return Math.max(0, billableHours(recorded + added) - recorded);
}

/** 1.5 → "1.5" (en) / "1,5" (bg); whole hours without decimals. */
export function formatHours(hours: number, lang: Locale): string {
  return formatDecimal(hours, INTL_LOCALE[lang], 1);
}

/** The rule in words, for the public pages, the Hours page and the emails. */
export const BILLING_RULE: Record<Locale, string> = { en: hoursWordsIn("en")("hours.rule"), bg: hoursWordsIn("bg")("hours.rule") };

/** Hours drawn from the prepaid balance: "Covered by prepaid hours — 1.5 h, balance now 8.5 h". */
export function coveredByPrepaid(lang: Locale, hours: number, balance: number): string {
  return hoursWordsIn(lang)("hours.covered", { hours: formatHours(hours, lang), balance: formatHours(balance, lang) });
}

/**
 * A task's unpaid time not billed yet, by the rule: what the task is charged, less the hours
 * drawn from the prepaid balance and those already billed. Nothing when no time was left unpaid.
 */
export function unbilledHours(t: { hoursUsed: number; unpaidHours: number; billedHours: number }): number {
  if (!(t.unpaidHours > 0)) return 0;
  const drawn = t.hoursUsed - t.unpaidHours;
  return Math.max(0, billableHours(t.hoursUsed) - drawn - t.billedHours);
}
