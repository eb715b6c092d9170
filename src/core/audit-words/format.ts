import type { AuditEntity } from "../audit-constants";
import { wallClock } from "../appointments/zone";
import { type Currency, formatDecimal, formatMoney } from "../money";
import { auditWordsCatalogue } from "./catalogue";
import { INTL_LOCALE, type Locale } from "../locale";
import { dateFormatter } from "../date-format";

/**
 * The audit log in a person's words: each changed field named as the screens name it, its
 * values as the screens show them (statuses by their labels, instants in Sofia time, money in
 * its currency, hours and minutes with their unit) — never an ISO instant, an enum name or `{}`.
 * Pure: the web's audit table and the tests call it with an entry and a language.
 */

type Fields = Record<string, unknown> | null;
export type AuditChangeSource = { entity: AuditEntity; at: string; before: Fields; after: Fields };
/** One line of the Changes column: the field's name and "before → after" (or the one value there is). */
export type AuditChangeLine = { key: string; label: string; text: string };

type Kind = "status" | "instant" | "money" | "hours" | "minutes" | "days" | "seconds" | "boolean" | "id" | "filter" | "weekly" | "exceptions" | "password" | `enum:${EnumGroup}`;
type EnumGroup = "urgency" | "role" | "language" | "payWith" | "paymentType" | "service";

/** Every audited field that is not plain text or a count. */
const KINDS: Record<string, Kind> = {
  status: "status",
  start: "instant",
  dueAt: "instant",
  deletedAt: "instant",
  effectiveFrom: "instant",
  amount: "money",
  hoursUsed: "hours",
  hours: "hours",
  hoursToWithdraw: "hours",
  drawnFromBalance: "hours",
  balance: "hours",
  minNoticeHours: "hours",
  durationMinutes: "minutes",
  bufferMinutes: "minutes",
  horizonDays: "days",
  banExpiresIn: "seconds",
  banned: "boolean",
  accountCreated: "boolean",
  vatRegistered: "boolean",
  emailVerified: "boolean",
  taskId: "id",
  clientId: "id",
  paymentId: "id",
  paymentRequestId: "id",
  refundId: "id",
  filter: "filter",
  weekly: "weekly",
  exceptions: "exceptions",
  password: "password",
  urgency: "enum:urgency",
  role: "enum:role",
  language: "enum:language",
  preferredLanguage: "enum:language",
  payWith: "enum:payWith",
  paymentType: "enum:paymentType",
  service: "enum:service",
};
const ENUM_KEYS: Record<EnumGroup, (value: string) => string> = {
  urgency: (v) => `urgency.${v}`,
  role: (v) => `role.${v}`,
  language: (v) => `language.${v}`,
  payWith: (v) => `payWith.${v}`,
  paymentType: (v) => `paymentType.${v}`,
  service: (v) => `service.${v}`,
};
/** Shown in the Changes column only through `amount` (in its currency). */
const HIDDEN = new Set(["currency"]);

type Say = (key: string, values?: Record<string, string | number>) => string;

const dateFormat = (locale: Locale, options: Intl.DateTimeFormatOptions) => dateFormatter(INTL_LOCALE[locale], { timeZone: "Europe/Sofia", ...options });
const hhmm = (d: Date, locale: Locale) => dateFormat(locale, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(d);
const dayOf = (d: Date, locale: Locale, withYear: boolean) =>
  dateFormat(locale, { weekday: "short", day: "numeric", month: "short", ...(withYear ? { year: "numeric" } : {}) }).format(d);

/** Sofia's zone as people abbreviate it: EET in winter, EEST in summer. */
export function sofiaZoneName(instant: Date): "EET" | "EEST" {
  return wallClock(instant).offsetMinutes === 180 ? "EEST" : "EET";
}

/** The When column: "6 Dec 2026, 06:56 EET" — Sofia time, with its zone named. */
export function formatAuditTime(iso: string, locale: Locale): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${dateFormat(locale, { day: "numeric", month: "short", year: "numeric" }).format(d)}, ${hhmm(d, locale)} ${sofiaZoneName(d)}`;
}

const instantOf = (v: unknown): Date | null => {
  if (typeof v !== "string" || !/^\d{4}-\d{2}-\d{2}T/.test(v)) return null;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? null : d;
};
const isDay = (v: unknown): v is string => typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** The field's values in words; the surrounding entry gives a status its entity and an amount its currency. */
class Words {
  constructor(
    private readonly locale: Locale,
    private readonly say: Say,
    private readonly entry: AuditChangeSource,
  ) {}

  /** A status is worded as its entity's screen words it; an export's filter (the newsletter's) names its subscribers' status. */
  private get statusGroup(): string {
    return this.entry.entity === "export" ? "newsletter_subscriber" : this.entry.entity;
  }
  private get year() {
    return wallClock(new Date(this.entry.at)).day.slice(0, 4);
  }
  /** The catalogue's text for `key`, or undefined when it has none (Lingui answers a missing key with its id). */
  private lookup(key: string): string | undefined {
    const text = this.say(key);
    return text === `${auditWordsCatalogue.namespace}.${key}` ? undefined : text;
  }
  /** An enumeration's value by the screens' label, or as it is when the catalogue has none. */
  label(key: string, value: unknown): string {
    return this.lookup(key) ?? this.plain(value);
  }
  private number(n: number, digits = 1) {
    return formatDecimal(n, INTL_LOCALE[this.locale], digits);
  }
  /** An instant alone: "Tue 8 Dec, 10:00" (the year only when it is not the entry's). */
  instant(d: Date): string {
    const withYear = wallClock(d).day.slice(0, 4) !== this.year;
    return `${dayOf(d, this.locale, withYear)}, ${hhmm(d, this.locale)}`;
  }
  /** A move: "10:00 → 11:30, Tue 8 Dec" on one day, both days when the day changed. */
  move(from: Date, to: Date): string {
    if (wallClock(from).day === wallClock(to).day) return `${hhmm(from, this.locale)} → ${hhmm(to, this.locale)}, ${dayOf(to, this.locale, wallClock(to).day.slice(0, 4) !== this.year)}`;
    return `${this.instant(from)} → ${this.instant(to)}`;
  }
  day(day: string): string {
    const [y, m, d] = day.split("-").map(Number) as [number, number, number];
    // Noon UTC is the same calendar day in Sofia.
    return dayOf(new Date(Date.UTC(y, m - 1, d, 12)), this.locale, String(y) !== this.year);
  }
  private weekday(index: number): string {
    // 2026-01-05 was a Monday; index 0 is Monday.
    return dateFormat(this.locale, { weekday: "short" }).format(new Date(Date.UTC(2026, 0, 5 + index, 12)));
  }
  private hoursOfDay(h: unknown): string {
    const v = h as { open?: boolean; closed?: boolean; start?: string; end?: string };
    return v.open === false || v.closed === true ? this.say("values.closed") : `${v.start}–${v.end}`;
  }

  get none(): string {
    return this.say("values.none");
  }
  /** A plain value: text as typed, numbers in the language's digits, anything else in words. */
  plain(v: unknown): string {
    if (v === null || v === undefined || v === "") return this.say("values.none");
    if (typeof v === "boolean") return this.say(v ? "values.yes" : "values.no");
    if (typeof v === "number") return this.number(v, 2);
    if (typeof v === "string") {
      const d = instantOf(v);
      if (d) return this.instant(d);
      return isDay(v) ? this.day(v) : v;
    }
    if (Array.isArray(v)) return v.length ? v.map((x) => this.plain(x)).join(", ") : this.say("values.none");
    const entries = Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== null && x !== undefined && x !== "");
    return entries.length ? entries.map(([k, x]) => `${this.fieldName(k)}: ${this.plain(x)}`).join(", ") : this.say("values.none");
  }

  fieldName(key: string): string {
    const text = this.lookup(`fields.${key}`);
    if (text) return text;
    // A field added later without a name yet: its words, never its camelCase.
    const words = key.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/_/g, " ").toLowerCase();
    return words.charAt(0).toUpperCase() + words.slice(1);
  }

  value(key: string, v: unknown, side: Fields): string | null {
    if (v === null || v === undefined || v === "") return null;
    const kind = KINDS[key];
    switch (kind) {
      case "status":
        return this.label(`status.${this.statusGroup}.${String(v)}`, v);
      case "instant": {
        const d = instantOf(v);
        return d ? this.instant(d) : this.plain(v);
      }
      case "money": {
        if (typeof v !== "number") return this.plain(v);
        const currency = (side?.currency === "BGN" ? "BGN" : "EUR") as Currency;
        return formatMoney(v, currency, INTL_LOCALE[this.locale]);
      }
      case "hours":
        return typeof v === "number" ? this.say("values.hours", { n: this.number(v) }) : this.plain(v);
      case "minutes":
        return typeof v === "number" ? this.say("values.minutes", { n: this.number(v) }) : this.plain(v);
      case "days":
        return typeof v === "number" ? this.say("values.days", { n: v }) : this.plain(v);
      case "seconds":
        return typeof v === "number" ? (v >= 86_400 ? this.say("values.days", { n: Math.round(v / 86_400) }) : this.say("values.hours", { n: this.number(v / 3600) })) : this.plain(v);
      case "boolean":
        return this.plain(Boolean(v));
      case "id":
        return typeof v === "string" ? `#${v.slice(0, 8)}` : this.plain(v);
      case "password":
        return this.say("values.passwordSet");
      case "filter":
        return this.filter(v);
      case "weekly":
        return Array.isArray(v) ? v.map((h, i) => this.say("values.dayHours", { day: this.weekday(i), hours: this.hoursOfDay(h) })).join(", ") : this.plain(v);
      case "exceptions":
        return Array.isArray(v) ? (v.length ? v.map((e) => this.say("values.dayHours", { day: this.day(String((e as { date?: string }).date)), hours: this.hoursOfDay(e) })).join(", ") : this.say("values.none")) : this.plain(v);
      case undefined:
        return this.plain(v);
      default:
        return this.label(ENUM_KEYS[kind.slice("enum:".length) as EnumGroup](String(v)), v);
    }
  }

  /** An export's filter: each criterion in words; none at all is no line. */
  private filter(v: unknown): string | null {
    if (typeof v !== "object" || v === null) return this.plain(v);
    const parts = Object.entries(v as Record<string, unknown>)
      .filter(([, x]) => x !== null && x !== undefined && x !== "" && x !== "all")
      .map(([k, x]) => {
        const name = this.lookup(`filterKey.${k}`) ?? this.fieldName(k);
        const shown = k === "type" ? this.label(ENUM_KEYS.paymentType(String(x)), x) : k === "status" ? this.label(`status.${this.statusGroup}.${String(x)}`, x) : k === "clientId" ? `#${String(x).slice(0, 8)}` : this.plain(x);
        return `${name}: ${shown}`;
      });
    return parts.length ? parts.join(", ") : null;
  }

  /** The weekly hours: only the days that changed, each "Mon: 09:00–17:00 → Closed". */
  weeklyChange(before: unknown, after: unknown): string | null {
    if (!Array.isArray(before) || !Array.isArray(after)) return null;
    const days = after
      .map((h, i) => ({ i, from: this.hoursOfDay(before[i] ?? {}), to: this.hoursOfDay(h) }))
      .filter((d) => d.from !== d.to)
      .map((d) => this.say("values.dayHours", { day: this.weekday(d.i), hours: `${d.from} → ${d.to}` }));
    return days.length ? days.join(", ") : null;
  }
}

/** The Changes column of one entry: a line per field whose values say something, in `locale`. */
export function auditChangeLines(entry: AuditChangeSource, locale: Locale): AuditChangeLine[] {
  const say = auditWordsCatalogue.translate(locale) as Say;
  const w = new Words(locale, say, entry);
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])].filter((k) => !HIDDEN.has(k));
  const lines: AuditChangeLine[] = [];
  for (const key of keys) {
    const text = changeText(w, key, entry.before, entry.after);
    if (text !== null) lines.push({ key, label: w.fieldName(key), text });
  }
  return lines;
}

function changeText(w: Words, key: string, before: Fields, after: Fields): string | null {
  const b = before?.[key];
  const a = after?.[key];
  const from = instantOf(b);
  const to = instantOf(a);
  if (from && to) return w.move(from, to);
  if (key === "weekly" && Array.isArray(b) && Array.isArray(a)) return w.weeklyChange(b, a);
  const was = w.value(key, b, before);
  const now = w.value(key, a, after);
  // A value cleared or first set reads "— → new" / "old → —"; a field on one side only is its value.
  if (before && key in before && after && key in after) return was === now ? null : `${was ?? w.none} → ${now ?? w.none}`;
  return now ?? was;
}
