import type { CalendarItem } from "@core/calendar";
import { wallClock } from "@core/appointments/zone";

/** The grid's rows are quarter hours (a booking by hand starts on one). */
export const SLOT_MINUTES = 15;
/** The hours always drawn, in Sofia minutes: 08:00 to 20:00. */
const FIRST = 8 * 60;
const LAST = 20 * 60;

/** An appointment where the grid draws it: its Sofia day, minutes from midnight, and its lane among those it overlaps. */
export type Placed = { item: CalendarItem; day: string; from: number; to: number; lane: number };

export type GridLayout = {
  /** The first and last minute drawn: whole hours, 08:00–20:00 widened to every appointment shown. */
  first: number;
  last: number;
  /** Each day's appointments in start order, and how many lanes the day needs side by side. */
  days: Map<string, { placed: Placed[]; lanes: number }>;
};

/**
 * Where each appointment sits in a time grid of `days`, on Sofia's clock: wall-clock minutes, so
 * a 10:00 appointment is at 10:00 on the days the clocks change too. One running past midnight
 * ends at the day's end; overlapping ones (a cancelled one under its replacement) share the
 * width in lanes.
 */
export function layoutGrid(days: readonly string[], items: readonly CalendarItem[]): GridLayout {
  const byDay = new Map(days.map((d) => [d, { placed: [] as Placed[], lanes: 1 }]));
  let first = FIRST;
  let last = LAST;
  for (const item of items) {
    const start = wallClock(new Date(item.start));
    const end = wallClock(new Date(item.end));
    const column = byDay.get(start.day);
    if (!column) continue;
    const to = end.day === start.day ? Math.max(end.minutes, start.minutes + SLOT_MINUTES) : 24 * 60;
    column.placed.push({ item, day: start.day, from: start.minutes, to, lane: 0 });
    first = Math.min(first, Math.floor(start.minutes / 60) * 60);
    last = Math.max(last, Math.ceil(to / 60) * 60);
  }
  for (const column of byDay.values()) {
    column.placed.sort((a, b) => a.from - b.from || a.to - b.to);
    // Each in the first lane free at its start.
    const laneEnds: number[] = [];
    for (const p of column.placed) {
      const free = laneEnds.findIndex((end) => end <= p.from);
      p.lane = free === -1 ? laneEnds.length : free;
      laneEnds[p.lane] = p.to;
    }
    column.lanes = Math.max(1, laneEnds.length);
  }
  return { first, last, days: byDay };
}

/** The grid row (1-based, after the header row) where `minutes` falls. */
export const rowOf = (minutes: number, first: number) => 2 + Math.floor((minutes - first) / SLOT_MINUTES);

/** Whether any of these appointments is still to come or under way at `now` (held or confirmed). */
export const hasAhead = (items: readonly CalendarItem[], now: number) => items.some((i) => (i.status === "confirmed" || i.status === "held") && Date.parse(i.end) > now);
