import { describe, expect, it } from "vitest";
import type { AuditEntity } from "../audit-constants";
import { auditChangeLines, formatAuditTime } from "./format";
import type { Locale } from "../locale";

const AT = "2026-12-06T04:56:00.000Z";
const lines = (entity: AuditEntity, before: Record<string, unknown> | null, after: Record<string, unknown> | null, locale: Locale = "en") =>
  auditChangeLines({ entity, at: AT, before, after }, locale).map((l) => `${l.label}: ${l.text}`);

describe("the audit log's When column", () => {
  it("is Sofia time with the zone named, winter and summer", () => {
    expect(formatAuditTime(AT, "en")).toBe("6 Dec 2026, 06:56 EET");
    expect(formatAuditTime("2026-07-01T09:00:00.000Z", "en")).toBe("1 Jul 2026, 12:00 EEST");
    expect(formatAuditTime(AT, "bg")).toBe("6.12.2026 г., 06:56 EET");
  });
});

describe("the audit log's Changes column", () => {
  it("words a move in Sofia time: the times, and the day once", () => {
    const move = { start: "2026-12-08T08:00:00.000Z" };
    expect(lines("appointment", move, { start: "2026-12-08T09:30:00.000Z" })).toEqual(["Start: 10:00 → 11:30, Tue 8 Dec"]);
    expect(lines("appointment", move, { start: "2026-12-08T09:30:00.000Z" }, "bg")).toEqual(["Начало: 10:00 → 11:30, вт, 8.12"]);
    expect(lines("appointment", { start: "2026-12-07T08:00:00.000Z" }, { start: "2026-12-08T09:30:00.000Z" })).toEqual(["Start: Mon 7 Dec, 10:00 → Tue 8 Dec, 11:30"]);
  });

  it("words statuses as each screen does", () => {
    expect(lines("task", { status: "pending" }, { status: "in_progress" })).toEqual(["Status: Pending → In Progress"]);
    expect(lines("task", { status: "pending" }, { status: "in_progress" }, "bg")).toEqual(["Статус: Чакаща → В процес"]);
    expect(lines("translation_request", { status: "new" }, { status: "delivered" })).toEqual(["Status: New → Delivered"]);
    expect(lines("order", { status: "new" }, { status: "done" })).toEqual(["Status: New → Done"]);
    expect(lines("contact_submission", { status: "new" }, { status: "answered" })).toEqual(["Status: New → Answered"]);
    expect(lines("payment_request", { status: "open" }, { status: "cancelled" }, "bg")).toEqual(["Статус: Отворено → Отменено"]);
    expect(lines("appointment", { status: "confirmed" }, { status: "completed" })).toEqual(["Status: Confirmed → Done"]);
    expect(lines("newsletter_issue", { status: "draft" }, { status: "sending" })).toEqual(["Status: Draft → Sending"]);
    expect(lines("newsletter_subscriber", { status: "pending" }, null)).toEqual(["Status: Pending"]);
  });

  it("words money in its currency, hours, minutes, days and durations with their units", () => {
    expect(lines("business", { amount: 2556 }, { amount: 3000, effectiveFrom: "2026-12-07T22:00:00.000Z" })).toEqual(["Amount: €25.56 → €30.00", "Takes effect: Tue 8 Dec, 00:00"]);
    expect(lines("payment_request", { amount: 5000, currency: "BGN" }, { amount: 2556, currency: "EUR" })).toEqual(["Amount: 50.00 BGN → €25.56"]);
    expect(lines("task", { hoursUsed: 1 }, { hoursUsed: 1.5, drawnFromBalance: 0.5 }, "bg")).toEqual(["Използвани часове: 1 ч. → 1,5 ч.", "Приспаднато от баланса: 0,5 ч."]);
    expect(lines("client", { balance: 3 }, { balance: 2, hours: 1, hoursToWithdraw: 0 })).toEqual(["Balance: 3 h → 2 h", "Hours: 1 h", "Hours withdrawn: 0 h"]);
    expect(lines("availability", { bufferMinutes: 15, horizonDays: 30, minNoticeHours: 24 }, { bufferMinutes: 30, horizonDays: 1, minNoticeHours: 2 })).toEqual([
      "Buffer between appointments: 15 min → 30 min",
      "Bookable up to: 30 days → 1 day",
      "Not bookable within: 24 h → 2 h",
    ]);
    expect(lines("user", null, { banned: true, banReason: "spam", banExpiresIn: 7 * 86_400 })).toEqual(["Blocked: Yes", "Reason for blocking: spam", "Blocked for: 7 days"]);
  });

  it("words enumerations, booleans, instants and ids, never their raw form", () => {
    expect(lines("user", { role: "member" }, { role: "admin" }, "bg")).toEqual(["Роля: Клиент → Администратор"]);
    expect(lines("client", null, { email: "ana@example.com", fullName: "Ana", language: "bg" })).toEqual(["Email: ana@example.com", "Full name: Ana", "Language: Bulgarian"]);
    expect(lines("appointment", null, { service: "phone_call", durationMinutes: 60, payWith: "prepaid", paymentRequestId: "0c8a5f2e-1111-2222" })).toEqual([
      "Service: Phone call",
      "Length: 60 min",
      "Paid with: Prepaid hours",
      "Payment request: #0c8a5f2e",
    ]);
    expect(lines("payment", null, { amount: 2000, currency: "EUR", paymentType: "hours_purchase", description: "" })).toEqual(["Amount: €20.00", "Payment type: Hours Purchase"]);
    expect(lines("contact_submission", null, { taskId: "abcdef123456", urgency: "urgent", title: "Visa" })).toEqual(["Task: #abcdef12", "Urgency: Urgent", "Title: Visa"]);
    expect(lines("document", { fileName: "a.pdf", deletedAt: null }, { deletedAt: AT })).toEqual(["File: a.pdf", "Deleted: — → Sun 6 Dec, 06:56"]);
    expect(lines("payment_request", null, { dueAt: "2027-01-10T10:00:00.000Z" })).toEqual(["Due: Sun, 10 Jan 2027, 12:00"]);
    expect(lines("user", null, { password: "set by an administrator", sessionsRevoked: true }, "bg")).toEqual(["Парола: Зададена от администратор", "Прекратени сесии: Да"]);
    expect(lines("client", null, { clientId: "u1", accountCreated: false })).toEqual(["Client: #u1", "Account created: No"]);
    expect(lines("task", { adminNotes: "Call back" }, { adminNotes: "" })).toEqual(["Operator's notes: Call back → —"]);
    expect(lines("business", { vatRegistered: false, sellerVat: "" }, { vatRegistered: true, sellerVat: "BG131468980" })).toEqual(["VAT registered: No → Yes", "VAT number: — → BG131468980"]);
  });

  it("says an export's filter in words, and nothing for an empty one", () => {
    expect(lines("export", null, { filter: {} })).toEqual([]);
    expect(lines("export", null, { filter: { type: "translation", from: "2026-12-01" } })).toEqual(["Filter: Type: Translation, From: Tue 1 Dec"]);
    expect(lines("export", null, { filter: { status: "confirmed" }, rows: 12 }, "bg")).toEqual(["Филтър: Статус: Потвърден", "Редове: 12"]);
    expect(lines("client", null, { orders: 2, payments: 1, appointments: 0 })).toEqual(["Orders: 2", "Payments: 1", "Appointments: 0"]);
  });

  it("says which days of the weekly hours changed, and the exceptions by date", () => {
    const day = (open: boolean) => ({ open, start: "09:00", end: "17:00" });
    const before = [day(true), day(true), day(true), day(true), day(true), day(false), day(false)];
    const after = [day(true), day(true), day(true), day(true), day(false), { open: true, start: "10:00", end: "14:00" }, day(false)];
    expect(lines("availability", { weekly: before, exceptions: [] }, { weekly: after, exceptions: [{ date: "2026-12-24", closed: true, start: "09:00", end: "17:00" }] })).toEqual([
      "Weekly hours: Fri: 09:00–17:00 → Closed, Sat: Closed → 10:00–14:00",
      "Days off and exceptions: — → Thu 24 Dec: Closed",
    ]);
  });

  it("names a field it does not know in words", () => {
    expect(lines("client", null, { someNewField: "x" })).toEqual(["Some new field: x"]);
  });
});
