import type { Translate } from "@core/i18n/catalogue";
import { type DueState, dueState, durationParts } from "@core/sla";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { Badge } from "@web/ui/badge";
import { uiCatalogue } from "@web/ui/catalogue";

type DueKey = `due.${"days" | "hours" | "minutes" | "left" | "overdue"}`;

/** "2 d 3 h", "5 h 20 min", "12 min": the two largest units. */
function formatDue(state: DueState, t: Translate<DueKey>): string {
  const { d, h, m } = durationParts(state.minutes);
  const days = t("due.days", { n: String(d) });
  const hours = t("due.hours", { n: String(h) });
  const minutes = t("due.minutes", { n: String(m) });
  const parts = d > 0 ? [days, h > 0 ? hours : ""] : h > 0 ? [hours, m > 0 ? minutes : ""] : [minutes];
  const time = parts.filter(Boolean).join(" ");
  return state.overdue ? t("due.overdue", { time }) : t("due.left", { time });
}

/**
 * Time left until a promise falls due, or how long overdue. `now` comes from
 * the caller so a list renders one consistent moment (and tests can fix it).
 */
export function DueBadge({ dueAt, now = new Date() }: { dueAt: string | Date; now?: Date }) {
  const t = useCatalogue(uiCatalogue);
  const state = dueState(dueAt, now);
  return (
    <Badge variant={state.overdue ? "danger" : "secondary"}>
      {formatDue(state, t)}
    </Badge>
  );
}
