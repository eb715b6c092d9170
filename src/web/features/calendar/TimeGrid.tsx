import type { CalendarItem } from "@core/calendar";
import { SERVICE_NAMES } from "@core/appointments/services";
import { wallClock } from "@core/appointments/zone";
import { useState } from "react";
import { INTL_LOCALE, useI18n } from "@web/i18n/I18nProvider";
import { Dialog, DialogContent, DialogTitle } from "@web/ui/dialog";
import { AppointmentCard } from "./AppointmentCard";
import type { CalendarTranslate } from "./catalogue";
import { clockOf, sofiaTime } from "./days";
import { layoutGrid, rowOf, SLOT_MINUTES } from "./grid-layout";
import { dateFormatter } from "@core/date-format";

/** A quarter hour's height: a half-hour appointment has room for two short lines. */
const SLOT = "1.125rem";

/**
 * The week's or the day's time grid (from 768 px): Sofia hours down, days across, each appointment
 * a button at its time and length whose name says the day, time, client, service, status and
 * payment; it opens the appointment with its actions. Hours 08:00–20:00, widened when one falls outside.
 */
export function TimeGrid({ days, items, today, t }: { days: string[]; items: CalendarItem[]; today: string; t: CalendarTranslate }) {
  const { locale } = useI18n();
  const [openId, setOpenId] = useState<string | null>(null);
  const { first, last, days: columns } = layoutGrid(days, items);
  const slots = (last - first) / SLOT_MINUTES;
  const hours = Array.from({ length: (last - first) / 60 }, (_, i) => first + i * 60);
  const shortDay = dateFormatter(INTL_LOCALE[locale], { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
  const longDay = dateFormatter(INTL_LOCALE[locale], { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });
  const dayOf = (day: string) => new Date(`${day}T00:00:00Z`);
  const open = items.find((i) => i.id === openId);
  const range = days.length === 1 ? longDay.format(dayOf(days[0]!)) : `${shortDay.format(dayOf(days[0]!))} – ${shortDay.format(dayOf(days.at(-1)!))}`;

  return (
    <section aria-label={t("grid.label", { range })} className="overflow-hidden rounded-lg border bg-card">
      <div
        className="grid"
        data-testid="calendar-time-grid"
        style={{ gridTemplateColumns: `3.5rem repeat(${days.length}, minmax(0, 1fr))`, gridTemplateRows: `auto repeat(${slots}, ${SLOT})` }}
      >
        <div className="sticky top-0 border-b bg-card p-2 text-xs text-muted-foreground" aria-hidden="true">
          {t("grid.hour")}
        </div>
        {days.map((day, i) => (
          <h2 key={day} className={`border-b border-l p-2 text-sm font-semibold ${day === today ? "text-primary" : ""}`} style={{ gridColumn: i + 2, gridRow: 1 }}>
            {shortDay.format(dayOf(day))}
          </h2>
        ))}
        {hours.map((minutes) => (
          <div key={minutes} aria-hidden="true" className="border-t border-border/60 pr-2 text-right text-xs text-muted-foreground tabular-nums" style={{ gridColumn: 1, gridRow: `${rowOf(minutes, first)} / span ${60 / SLOT_MINUTES}` }}>
            {clockOf(minutes)}
          </div>
        ))}
        {hours.map((minutes) => (
          <div key={`line-${minutes}`} aria-hidden="true" className="border-t border-border/60" style={{ gridColumn: `2 / ${days.length + 2}`, gridRow: `${rowOf(minutes, first)} / span ${60 / SLOT_MINUTES}` }} />
        ))}
        {days.map((day, i) => {
          const column = columns.get(day)!;
          return (
            <ul
              key={day}
              aria-label={longDay.format(dayOf(day))}
              className="grid border-l"
              style={{ gridColumn: i + 2, gridRow: `2 / span ${slots}`, gridTemplateRows: `repeat(${slots}, ${SLOT})`, gridTemplateColumns: `repeat(${column.lanes}, minmax(0, 1fr))` }}
            >
              {column.placed.map(({ item, from, to, lane }) => {
                const gone = item.status === "cancelled" || item.status === "released";
                return (
                  // The column's own rows start under the header: its row 1 is the grid's row 2.
                  <li key={item.id} className="min-w-0 p-px" style={{ gridRow: `${rowOf(from, first) - 1} / span ${Math.max(1, Math.ceil((to - from) / SLOT_MINUTES))}`, gridColumn: lane + 1 }}>
                    <button
                      type="button"
                      aria-label={t("itemLabel", {
                        day: longDay.format(dayOf(day)),
                        from: sofiaTime(item.start),
                        to: sofiaTime(item.end),
                        name: item.name,
                        service: SERVICE_NAMES[locale][item.service],
                        status: t(`status.${item.status}`),
                        payment: t(`payment.${item.payment}`),
                      })}
                      data-testid="calendar-grid-appointment"
                      onClick={() => setOpenId(item.id)}
                      className={`flex h-full w-full flex-col overflow-hidden rounded-md border px-1.5 py-0.5 text-left text-xs leading-4 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none ${
                        gone ? "border-dashed bg-muted text-muted-foreground line-through" : item.status === "held" ? "border-dashed border-primary/60 bg-primary/5" : item.status === "completed" ? "bg-secondary text-secondary-foreground" : "border-primary/40 bg-primary/10 hover:bg-primary/20"
                      }`}
                    >
                      {/* The text shown is a part of the name, in its order and with its spaces (speech input says what it sees). */}
                      <span className="truncate font-semibold">
                        {sofiaTime(item.start)}–{sofiaTime(item.end)} {item.name}
                      </span>
                      <span className="truncate">
                        {" "}
                        {SERVICE_NAMES[locale][item.service]}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          );
        })}
      </div>
      <Dialog open={open !== undefined} onOpenChange={(isOpen) => isOpen || setOpenId(null)}>
        {open && (
          <DialogContent closeLabel={t("details.close")} width="md" tall aria-describedby={undefined}>
            <DialogTitle>
              {longDay.format(dayOf(wallClock(new Date(open.start)).day))}, {sofiaTime(open.start)}–{sofiaTime(open.end)}
            </DialogTitle>
            <AppointmentCard item={open} t={t} />
          </DialogContent>
        )}
      </Dialog>
    </section>
  );
}
