import { format, isValid, parseISO } from "date-fns";
import { bg, enGB } from "date-fns/locale";
import { describe, expect, it } from "vitest";
import { formatAgo } from "./format-ago";
import { formatDate, formatDateTime } from "./format-date";
import type { Locale } from "@core/locale";

/** What formatDate printed when it was date-fns's format(parseISO(v), "MMM d, yyyy"); Bulgarian reads "d MMMM yyyy г.". */
const before = (value: string, locale: Locale) => {
  const date = parseISO(value);
  if (!isValid(date)) return value;
  return locale === "en" ? format(date, "MMM d, yyyy", { locale: enGB }) : `${format(date, "d MMMM yyyy", { locale: bg })} г.`;
};

describe("formatDate", () => {
  it("prints every month, day and kind of ISO value as date-fns did, in both languages", () => {
    const values = ["2026-01-03", "2026-12-31", "2026-11-21T10:00:00.000Z", "2026-02-28T23:30:00Z", "2026-07-04T00:15:00+03:00", "2026-09-09T12:00:00"];
    for (let m = 1; m <= 12; m++) values.push(`2026-${String(m).padStart(2, "0")}-15T08:00:00.000Z`);
    for (const locale of ["en", "bg"] as const) for (const v of values) expect(formatDate(v, locale), `${v} ${locale}`).toBe(before(v, locale));
  });

  it("writes a Bulgarian date day first, the month in full", () => {
    expect(formatDate("2026-11-25", "bg")).toBe("25 ноември 2026 г.");
    expect(formatDate("2026-11-25", "en")).toBe("Nov 25, 2026");
  });

  it("shows a value that is no date as it is", () => {
    for (const v of ["", "soon", "2026-13-45"]) expect(formatDate(v, "en")).toBe(v);
  });
});

describe("formatDateTime", () => {
  it("writes every month and hour as Intl's medium date and short time styles do, in both languages", () => {
    const intl = { en: "en-GB", bg: "bg-BG" } as const;
    for (let m = 0; m < 12; m++) {
      for (const [day, hour, minute] of [[1, 0, 3], [9, 9, 30], [28, 23, 59]]) {
        const value = new Date(2026, m, day, hour, minute).toISOString();
        for (const locale of ["en", "bg"] as const) {
          const expected = new Intl.DateTimeFormat(intl[locale], { dateStyle: "medium", timeStyle: "short" }).format(new Date(value));
          expect(formatDateTime(value, locale), `${value} ${locale}`).toBe(expected);
        }
      }
    }
    expect(formatDateTime("2026-01-05T08:03:00", "bg")).toBe("5.01.2026 г., 8:03");
    expect(formatDateTime("2026-09-05T08:03:00", "en")).toBe("5 Sept 2026, 08:03");
  });

  it("shows a value that is no date as it is", () => {
    expect(formatDateTime("soon", "bg")).toBe("soon");
  });
});

describe("formatAgo", () => {
  const now = Date.parse("2026-12-06T12:00:00Z");
  it("says how long ago in the largest whole unit, in both languages", () => {
    expect(formatAgo("2026-12-06T11:59:40Z", "en", now)).toBe("20 seconds ago");
    expect(formatAgo("2026-12-06T12:00:00Z", "en", now)).toBe("1 second ago");
    expect(formatAgo("2026-12-06T11:55:00Z", "en", now)).toBe("5 minutes ago");
    expect(formatAgo("2026-12-06T09:00:00Z", "en", now)).toBe("3 hours ago");
    expect(formatAgo("2026-12-05T12:00:00Z", "en", now)).toBe("yesterday");
    expect(formatAgo("2026-11-20T12:00:00Z", "en", now)).toBe("2 weeks ago");
    expect(formatAgo("2026-12-06T11:55:00Z", "bg", now)).toBe("преди 5 минути");
    expect(formatAgo("2026-12-05T12:00:00Z", "bg", now)).toBe("вчера");
  });

  it("shows a value that is no date as it is", () => {
    expect(formatAgo("soon", "en", now)).toBe("soon");
  });
});
