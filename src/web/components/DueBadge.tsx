import { type DueState, dueState, durationParts } from "@core/sla";
import { type Locale, useI18n } from "@web/i18n/I18nProvider";
import { Badge } from "@web/ui/badge";

const UNITS: Record<Locale, { d: string; h: string; m: string; left: (s: string) => string; overdue: (s: string) => string }> = {
  en: { d: "d", h: "h", m: "min", left: (s) => `${s} left`, overdue: (s) => `Overdue by ${s}` },
  bg: { d: "д", h: "ч", m: "мин", left: (s) => `Остават ${s}`, overdue: (s) => `Просрочено с ${s}` },
};

/** "2 d 3 h", "5 h 20 min", "12 min": the two largest units. */
export function formatDue(state: DueState, locale: Locale): string {
  const u = UNITS[locale];
  const { d, h, m } = durationParts(state.minutes);
  const parts = d > 0 ? [`${d} ${u.d}`, h > 0 ? `${h} ${u.h}` : ""] : h > 0 ? [`${h} ${u.h}`, m > 0 ? `${m} ${u.m}` : ""] : [`${m} ${u.m}`];
  const text = parts.filter(Boolean).join(" ");
  return state.overdue ? u.overdue(text) : u.left(text);
}

/**
 * Time left until a promise falls due, or how long overdue (DESIGN §1.21). `now` comes from
 * the caller so a list renders one consistent moment (and tests can fix it).
 */
export function DueBadge({ dueAt, now = new Date() }: { dueAt: string | Date; now?: Date }) {
  const { locale } = useI18n();
  const state = dueState(dueAt, now);
  return (
    <Badge
      variant={state.overdue ? "outline" : "secondary"}
      className={state.overdue ? "border-destructive/40 bg-destructive/10 text-destructive" : undefined}
    >
      {formatDue(state, locale)}
    </Badge>
  );
}
