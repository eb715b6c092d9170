import { describe, expect, it } from "vitest";
import { BGN_PER_EUR, BGN_PER_EUR_TEXT, bgnToEur, CURRENCIES, formatDecimal, formatMoney, inEur, SITE_CURRENCY } from "./money";

/** What the platform writes: formatMoney must read the same, without building an Intl.NumberFormat. */
function intlMoney(minor: number, currency: string, locale: string, maxFractionDigits = 2): string {
  const text = new Intl.NumberFormat(locale, {
    ...(currency === "BGN" ? {} : { style: "currency", currency }),
    minimumFractionDigits: 2,
    maximumFractionDigits: maxFractionDigits,
  }).format(minor / 100);
  return currency === "BGN" ? `${text} BGN` : text;
}

describe("formatMoney", () => {
  it("writes two decimals: BGN after the amount, EUR as a currency, in the reader's locale", () => {
    expect(formatMoney(2000, "BGN")).toBe("20.00 BGN");
    expect(formatMoney(123456, "BGN", "bg-BG")).toBe("1234,56 BGN");
    expect(formatMoney(1234567, "BGN", "bg-BG")).toBe("12\u00a0345,67 BGN");
    expect(formatMoney(123456, "EUR")).toBe("€1,234.56");
    expect(formatMoney(5, "EUR", "bg-BG")).toBe("0,05\u00a0€");
    expect(formatMoney(-150, "EUR")).toBe("-€1.50");
  });

  it("reads exactly as Intl.NumberFormat for every amount, currency and UI locale", () => {
    const amounts = [0, -0, 1, 5, 99, 100, 999, 1000, 12345, 99999, 100000, 999999, 1000000, 12345678, 123456789012];
    for (let minor = 0; minor < 3_000_000; minor += 4999) amounts.push(minor, -minor);
    for (const locale of ["en-GB", "en", "bg-BG", "bg"]) {
      for (const currency of CURRENCIES) {
        const wrong = amounts.filter((m) => formatMoney(m, currency, locale) !== intlMoney(m, currency, locale));
        expect(wrong.map((m) => [m, formatMoney(m, currency, locale), intlMoney(m, currency, locale)]), `${locale} ${currency}`).toEqual([]);
      }
    }
  });

  it("rounds a fraction of a minor unit half away from zero, as Intl does", () => {
    for (const minor of [0.4, 0.5, 12.5, -12.5, 199.49, -0.4]) {
      expect(formatMoney(minor, "EUR")).toBe(intlMoney(minor, "EUR", "en-GB"));
    }
  });

  it("writes a fraction of a cent with up to the decimals asked for, at least two, exactly as Intl does", () => {
    expect(formatMoney(2500 / 3, "EUR", "bg-BG", 4)).toBe("8,3333\u00a0€");
    expect(formatMoney(2500 / 3, "EUR", "en-GB", 4)).toBe("€8.3333");
    expect(formatMoney(1000, "BGN", "bg-BG", 4)).toBe("10,00 BGN");
    const amounts = [0, 1, 50, 1000, 2500 / 3, 5000 / 3, 1 / 3, 12345.6789, 1234567.5, 999999.995, -2500 / 3];
    for (let n = 1; n < 4000; n += 7) amounts.push(n / 3, n / 7, (n * 101) / 6);
    for (const locale of ["en-GB", "bg-BG", "de-DE"]) {
      for (const currency of CURRENCIES) {
        const wrong = amounts.filter((m) => formatMoney(m, currency, locale, 4) !== intlMoney(m, currency, locale, 4));
        expect(wrong.map((m) => [m, formatMoney(m, currency, locale, 4), intlMoney(m, currency, locale, 4)]), `${locale} ${currency}`).toEqual([]);
      }
    }
  });

  it("still writes other locales with Intl", () => {
    expect(formatMoney(123456, "EUR", "de-DE")).toBe(intlMoney(123456, "EUR", "de-DE"));
  });
});

describe("formatDecimal", () => {
  it("writes a number as Intl.NumberFormat does with maximumFractionDigits, without building one", () => {
    const values = [0, -0, -0.04, 0.05, 0.15, 0.95, 2.25, 2.35, -2.25, 7, -7.5, 99.95, 1234.56, 12345.56, 1_000_000.05, 1e-7, 123_456_789.25];
    for (let i = 0; i < 2000; i++) values.push(Math.round((i * 7919) % 100_000) / ([1, 10, 100, 1000, 4][i % 5] ?? 1) - 250);
    for (const locale of ["en-GB", "bg-BG"])
      for (const digits of [0, 1, 2])
        for (const v of values) expect(formatDecimal(v, locale, digits), `${v} ${locale} ${digits}`).toBe(v.toLocaleString(locale, { maximumFractionDigits: digits }));
  });

  it("writes hours in Bulgarian with a decimal comma, grouping from five digits", () => {
    expect(formatDecimal(1.5, "bg-BG")).toBe("1,5");
    expect(formatDecimal(12345.5, "bg-BG")).toBe("12\u00a0345,5");
    expect(formatDecimal(1234.5, "en-GB")).toBe("1,234.5");
  });
});

describe("bgnToEur", () => {
  it("divides by 1.95583 and rounds half up to the cent", () => {
    expect(bgnToEur(2000)).toBe(1023); // 20.00 BGN → 10.2258… → 10.23
    expect(bgnToEur(14000)).toBe(7158);
    expect(bgnToEur(260450)).toBe(133166);
    expect(bgnToEur(1)).toBe(1); // 0.5113 of a cent rounds up
    expect(bgnToEur(0)).toBe(0);
  });

  it("rounds at the half exactly: just under stays, just over goes up", () => {
    expect(bgnToEur(75541)).toBe(38623); // 38623.49999…
    expect(bgnToEur(120042)).toBe(61377); // 61376.50000…
  });

  it("converts a negative amount as its opposite, negated", () => {
    expect(bgnToEur(-2000)).toBe(-1023);
    expect(bgnToEur(-1)).toBe(-1);
  });

  it("refuses a fraction of a stotinka", () => {
    expect(() => bgnToEur(1.5)).toThrow(RangeError);
  });

  it("states one rate in both forms, and the site's currency is the euro", () => {
    expect(String(BGN_PER_EUR)).toBe(BGN_PER_EUR_TEXT);
    expect(SITE_CURRENCY).toBe("EUR");
  });
});

describe("inEur", () => {
  it("keeps euro as it is and converts leva", () => {
    expect(inEur(1023, "EUR")).toBe(1023);
    expect(inEur(2000, "BGN")).toBe(1023);
    expect(() => inEur(100, "USD")).toThrow(RangeError);
  });
});
