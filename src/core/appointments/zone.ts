import { dateFormatter } from "../date-format";
/**
 * Wall-clock time in a named zone (Europe/Sofia) without a time-zone library: the offset of
 * an instant comes from Intl, which knows the zone's daylight-saving rules. Slots are made on
 * Sofia's calendar and stored as UTC instants.
 */
export const SOFIA = "Europe/Sofia";

const partsFormatter = (timeZone: string) =>
  dateFormatter("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", weekday: "short" });

type WallClock = { day: string; minutes: number; weekday: number; offsetMinutes: number };

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/** What a clock in `timeZone` shows at `instant`: the day (YYYY-MM-DD), minutes past midnight, weekday (0 = Monday) and the zone's offset. */
export function wallClock(instant: Date, timeZone = SOFIA): WallClock {
  const p = Object.fromEntries(partsFormatter(timeZone).formatToParts(instant).map((x) => [x.type, x.value]));
  const [y, mo, d, h, mi, s] = [p.year, p.month, p.day, p.hour, p.minute, p.second].map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s);
  const offsetMinutes = Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
  return { day: `${p.year}-${p.month}-${p.day}`, minutes: h * 60 + mi, weekday: WEEKDAYS.indexOf(p.weekday!), offsetMinutes };
}

/**
 * The instant a clock in `timeZone` shows `minutes` past midnight on `day`. A wall time that
 * does not exist (the hour skipped in spring) is read with the offset from before the change,
 * i.e. it lands an hour later; a wall time that happens twice (autumn) is its first occurrence.
 */
export function zonedInstant(day: string, minutes: number, timeZone = SOFIA): Date {
  const [y, mo, d] = day.split("-").map(Number) as [number, number, number];
  const naive = Date.UTC(y, mo - 1, d) + minutes * 60_000;
  const before = wallClock(new Date(naive - 12 * 3_600_000), timeZone).offsetMinutes;
  const after = wallClock(new Date(naive + 12 * 3_600_000), timeZone).offsetMinutes;
  // Try the earlier offset first (the first occurrence), then the later one.
  for (const offset of [Math.max(before, after), Math.min(before, after)]) {
    const candidate = new Date(naive - offset * 60_000);
    const seen = wallClock(candidate, timeZone);
    if (seen.day === day && seen.minutes === minutes) return candidate;
  }
  return new Date(naive - before * 60_000);
}

/** The next calendar day: 2026-03-29 → 2026-03-30. */
export function nextDay(day: string): string {
  const [y, mo, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, mo - 1, d + 1)).toISOString().slice(0, 10);
}


/** A zone name the way browsers report it ("America/New_York", "UTC"): letters, digits, _ + - and slashes. */
const ZONE_SHAPE = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

/** Whether `zone` is an IANA time zone this runtime knows (Intl refuses any other). */
export function isTimeZone(zone: string): boolean {
  if (zone.length > 64 || !ZONE_SHAPE.test(zone)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
