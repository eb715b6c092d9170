import { describe, expect, it } from "vitest";
import { moneyLineSchema } from "./money-line-schema";
import { describeLine, describeLines, lineText, type MoneyLine, orderItemName, orderItemsSummary } from "./money-lines";

const at = "2026-12-07T08:00:00.000Z"; // 10:00 in Sofia (EET, +02:00)

/** Every kind, with what each language shows. */
const CASES: [MoneyLine, string, string][] = [
  [{ kind: "hourly" }, "Hourly help", "Почасова помощ"],
  [{ kind: "hourly", quantity: 2 }, "Hourly help × 2", "Почасова помощ × 2"],
  [{ kind: "daily", quantity: 1 }, "Full-day help", "Помощ за цял ден"],
  [{ kind: "translation" }, "Document translation (English summary)", "Превод на документ (резюме на английски)"],
  [{ kind: "custom" }, "Custom amount", "Сума по избор"],
  [{ kind: "tip" }, "Tip", "Бакшиш"],
  [{ kind: "hours_pack", hours: 1 }, "Prepaid hours: 1 hour", "Предплатени часове: 1 час"],
  [{ kind: "hours_pack", hours: 3 }, "Prepaid hours: 3 hours", "Предплатени часове: 3 часа"],
  [{ kind: "appointment", service: "phone_call", startsAt: at }, "Appointment: Phone call, Mon, 7 Dec 2026, 10:00 (Sofia)", "Среща: Телефонен разговор, пн, 7.12.2026 г., 10:00 (София)"],
  [{ kind: "request", description: "Notary fee" }, "Notary fee", "Notary fee"],
  [{ kind: "purchase", hours: 1 }, "Purchased 1 hour", "Закупен 1 час"],
  [{ kind: "purchase", hours: 5 }, "Purchased 5 hours", "Закупени 5 часа"],
  [{ kind: "task", title: "Visa renewal" }, "Task: Visa renewal", "Задача: Visa renewal"],
  [{ kind: "note", text: "Cash at the office" }, "Cash at the office", "Cash at the office"],
];

describe("a money line", () => {
  it.each(CASES)("%j reads in English and in Bulgarian", (line, en, bg) => {
    expect(describeLine(line, "en")).toBe(en);
    expect(describeLine(line, "bg")).toBe(bg);
    // What is stored round-trips through the API's schema.
    expect(moneyLineSchema.parse(JSON.parse(JSON.stringify(line)))).toEqual(line);
  });

  it("covers every kind the schema knows", () => {
    const kinds = new Set(CASES.map(([l]) => l.kind));
    const schemaKinds = moneyLineSchema.options.flatMap((o) => {
      const k = o.shape.kind;
      return "options" in k ? [...k.options] : [k.value];
    });
    expect([...kinds].sort()).toEqual([...schemaKinds].sort());
  });

  it("a payment's lines read on one line; an old row without lines reads as stored", () => {
    const lines: MoneyLine[] = [{ kind: "hourly", quantity: 2 }, { kind: "tip" }];
    expect(describeLines(lines, "bg")).toBe("Почасова помощ × 2, Бакшиш");
    expect(lineText("Hourly help × 2, Tip", lines, "en")).toBe("Hourly help × 2, Tip");
    expect(lineText("Hourly help × 2, Tip", null, "bg")).toBe("Hourly help × 2, Tip");
    expect(lineText("Purchased 3 hours", { kind: "purchase", hours: 3 }, "bg")).toBe("Закупени 3 часа");
  });

  it("refuses a line that is not one (an unknown kind, a missing field)", () => {
    expect(moneyLineSchema.safeParse({ kind: "refund" }).success).toBe(false);
    expect(moneyLineSchema.safeParse({ kind: "hours_pack" }).success).toBe(false);
    expect(moneyLineSchema.safeParse({ kind: "appointment", service: "massage", startsAt: at }).success).toBe(false);
  });
});

describe("an order line's name", () => {
  it("is its meaning when stored, else the catalogue's rule on its English name", () => {
    const appointment = { kind: "appointment", name: "Appointment: Phone call, Mon, 7 Dec 2026, 10:00 (Sofia)", line: { kind: "appointment", service: "phone_call", startsAt: at } as const };
    expect(orderItemName(appointment, "bg")).toBe("Среща: Телефонен разговор, пн, 7.12.2026 г., 10:00 (София)");
    expect(orderItemName({ kind: "custom", name: "Notary fee", line: { kind: "request", description: "Notary fee" } }, "bg")).toBe("Notary fee");
    // Lines stored before meanings: the catalogue's English name is translated, anything else kept.
    expect(orderItemName({ kind: "tip", name: "Tip" }, "bg")).toBe("Бакшиш");
    expect(orderItemName({ kind: "appointment", name: "Appointment: Phone call, Mon, 7 Dec 2026, 10:00 (Sofia)" }, "bg")).toBe("Appointment: Phone call, Mon, 7 Dec 2026, 10:00 (Sofia)");
    expect(orderItemsSummary([{ kind: "hourly", name: "Hourly help", quantity: 2, line: { kind: "hourly" } }, { kind: "tip", name: "Tip", quantity: 1 }], "bg")).toBe("Почасова помощ × 2, Бакшиш");
  });
});
