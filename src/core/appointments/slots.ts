import { APPOINTMENT_MESSAGES as M } from "../appointment-messages";
import type { Message } from "../i18n/messages/message";
import { type Availability, hoursOn } from "./availability";
import { SLOT_STEP_MINUTES } from "./services";
import { nextDay, SOFIA, wallClock, zonedInstant } from "./zone";

/**
 * Free slots, a pure rule: the Sofia days from today to the horizon,
 * each day's hours (its exception, else its weekday), starts every SLOT_STEP_MINUTES from the
 * opening time, the appointment ending by closing time, not before `now + notice`, not after
 * `now + horizon`, and clear of busy time. An appointment blocks its own time plus the buffer
 * after it, so two appointments are always at least the buffer apart.
 *
 * Opening and closing are Sofia wall-clock times, turned into instants on each day's own
 * offset, so a day across a daylight-saving change keeps its 9:00–18:00; the steps are real
 * minutes, so a night-time day that crosses the change has one slot more or less.
 */
export type Slot = { start: Date; end: Date };
/** Time already taken: an appointment's own time plus the buffer after it. */
export type Busy = { start: Date; end: Date };

export type SlotQuery = {
  availability: Availability;
  durationMinutes: number;
  now: Date;
  busy: readonly Busy[];
  /** Stop after this many slots (the booking page's list; the "next free" offer). */
  limit?: number;
  /** Only slots starting at or after this instant. */
  from?: Date;
};

const MINUTE = 60_000;

const overlaps = (a: Busy, b: Busy) => a.start < b.end && b.start < a.end;

/** The instant at `minutes` past Sofia midnight of `day`; minutes past 24:00 run into the next day. */
const at = (day: string, minutes: number) => (minutes >= 24 * 60 ? zonedInstant(nextDay(day), minutes - 24 * 60, SOFIA) : zonedInstant(day, minutes, SOFIA));

export function freeSlots(q: SlotQuery): Slot[] {
  const { availability: a, durationMinutes } = q;
  const earliest = new Date(Math.max(q.now.getTime() + a.minNoticeHours * 60 * MINUTE, q.from?.getTime() ?? 0));
  const latest = new Date(q.now.getTime() + a.horizonDays * 24 * 60 * MINUTE);
  const blockMs = (durationMinutes + a.bufferMinutes) * MINUTE;
  const out: Slot[] = [];
  let day = wallClock(q.now, SOFIA).day;
  for (let i = 0; i <= a.horizonDays + 1; i++, day = nextDay(day)) {
    const weekday = wallClock(zonedInstant(day, 12 * 60, SOFIA), SOFIA).weekday;
    const hours = hoursOn(a, day, weekday);
    if (!hours) continue;
    const open = at(day, hours.start);
    const close = at(day, hours.end);
    for (let t = open.getTime(); t + durationMinutes * MINUTE <= close.getTime(); t += SLOT_STEP_MINUTES * MINUTE) {
      const start = new Date(t);
      if (start < earliest || start > latest) continue;
      const block = { start, end: new Date(t + blockMs) };
      if (q.busy.some((b) => overlaps(b, block))) continue;
      out.push({ start, end: new Date(t + durationMinutes * MINUTE) });
      if (q.limit && out.length >= q.limit) return out;
    }
  }
  return out;
}

export type SlotRefusal = "in_past" | "too_soon" | "too_far" | "outside_hours" | "taken";

/**
 * Why a requested start is not bookable (null when it is one of the free slots). The order of
 * the checks picks the most useful message: the past first, then notice and horizon, then the
 * opening hours and grid, then other bookings.
 */
export function refuseSlot(q: Omit<SlotQuery, "limit" | "from">, start: Date): SlotRefusal | null {
  const a = q.availability;
  if (start.getTime() <= q.now.getTime()) return "in_past";
  if (start.getTime() < q.now.getTime() + a.minNoticeHours * 60 * MINUTE) return "too_soon";
  if (start.getTime() > q.now.getTime() + a.horizonDays * 24 * 60 * MINUTE) return "too_far";
  const open = freeSlots({ ...q, busy: [], from: start, limit: 1 });
  if (open[0]?.start.getTime() !== start.getTime()) return "outside_hours";
  const free = freeSlots({ ...q, from: start, limit: 1 });
  if (free[0]?.start.getTime() !== start.getTime()) return "taken";
  return null;
}

export const REFUSAL_MESSAGES: Record<SlotRefusal, Message> = {
  in_past: M.inPast,
  too_soon: M.tooSoon,
  too_far: M.tooFar,
  outside_hours: M.outsideHours,
  taken: M.taken,
};
