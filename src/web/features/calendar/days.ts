import type { CalendarView } from "@core/calendar";
import { wallClock, zonedInstant } from "@core/appointments/zone";

/** Calendar days (YYYY-MM-DD) as plain dates: Sofia's calendar, whatever the browser's zone. */
export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A Sofia day and wall-clock time ("09:30") as the instant the API takes. */
export function sofiaStart(day: string, time: string): string {
  const [h, min] = time.split(":").map(Number) as [number, number];
  return zonedInstant(day, h * 60 + min).toISOString();
}

const pad = (n: number) => String(n).padStart(2, "0");
/** A wall-clock time of the day's minutes: 570 is "09:30". */
export const clockOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
/** 09:30 on Sofia's clock. */
export const sofiaTime = (iso: string) => clockOf(wallClock(new Date(iso)).minutes);

/** Today on Sofia's calendar. */
export const sofiaToday = (now = new Date()) => wallClock(now).day;

/** The Monday of the day's week. */
const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/** The days a view shows for a chosen day: its week (Monday first) or the day alone. */
export function daysOf(view: CalendarView, day: string): string[] {
  if (view === "day") return [day];
  const monday = mondayOf(day);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** Where Previous and Next go: a week or a day away. */
export const stepOf = (view: CalendarView) => (view === "week" ? 7 : 1);
