import { english } from "../../test/english";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PAYMENT_MESSAGES } from "../../../core/payments";
import { auditLog, hoursLedger, invoices, orders, paymentRequests, payments } from "../../db/schema";
import { setupTestApp, uniqueEmail } from "../../test/app";
import { createAdmin, createMember } from "../../test/factories";
import { openCheckout, payTestSession } from "../../test/payments";
import { apiAs } from "../../test/tasks";
import { csvCell, sofiaTimeCell } from "../../http/csv";

// The seller's details: an invoice (the CSV's Invoice number) is issued only with them.
const ctx = await setupTestApp({ env: { SELLER_NAME: "Concierge Services EOOD", SELLER_ADDRESS: "1 Vitosha Blvd, 1000 Sofia", SELLER_EIK: "131468980" } });

async function cast() {
  const admin = await apiAs(ctx, await createAdmin(ctx));
  const alice = await apiAs(ctx, await createMember(ctx, { name: "Алиса Иванова" }));
  const bob = await apiAs(ctx, await createMember(ctx, { name: "Bob Petrov" }));
  return { admin, alice, bob };
}
type Api = Awaited<ReturnType<typeof cast>>["admin"];
const record = (admin: Api, body: object) => admin.post("/api/payments", body);

/** The session id of the order a payment request's checkout opened. */
async function sessionOfRequest(requestId: string) {
  const rows = await ctx.db.select().from(orders).where(eq(orders.paymentRequestId, requestId));
  return rows.map((o) => o.providerSessionId!);
}

describe("Record New Payment", () => {
  it("records a manual payment; prepaid_hours credits the ledger in the same transaction; audit row", async () => {
    const { admin, alice } = await cast();
    const res = await record(admin, { clientId: alice.user.id, amount: "140.50", description: "3 hours, cash", paymentType: "prepaid_hours", hours: 3 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: "Payment recorded successfully",
      payment: { amount: 14050, currency: "EUR", type: "prepaid_hours", hoursPurchased: 3, status: "manual", client: { id: alice.user.id } },
    });
    const ledger = await ctx.db.select().from(hoursLedger).where(eq(hoursLedger.userId, alice.user.id));
    expect(ledger).toMatchObject([{ hours: 3, paymentId: res.json().payment.id, reason: "purchase" }]);
    expect((await alice.get("/api/hours")).json().balance).toBe(3);
    const [audit] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entityId, res.json().payment.id), eq(auditLog.action, "payment.recorded")));
    expect(audit?.actorId).toBe(admin.user.id);
  });

  it("refuses bad amounts and missing fields with the spec's messages, and members (403)", async () => {
    const { admin, alice, bob } = await cast();
    const base = { clientId: alice.user.id, description: "Translation", paymentType: "other" };
    for (const amount of [0, -5, "abc", "NaN", 12.345, "1e3", "-3", 1e12]) {
      const res = await record(admin, { ...base, amount });
      expect(res.statusCode, String(amount)).toBe(400);
      expect([english(PAYMENT_MESSAGES.invalidAmount), english(PAYMENT_MESSAGES.amountTooHigh)]).toContain(res.json().error.message);
    }
    expect((await record(admin, { ...base, amount: 1e12 })).json().error.message).toBe(english(PAYMENT_MESSAGES.amountTooHigh));
    expect((await record(admin, { ...base, amount: 12.345 })).json().error.message).toBe("Please enter a valid amount");
    expect((await record(admin, { ...base, amount: "", description: "" })).json().error.message).toBe("Please fill in all required fields");
    const noHours = await record(admin, { ...base, amount: 50, paymentType: "prepaid_hours" });
    expect(noHours.json().error.message).toBe("Please specify how many hours are being purchased");
    const badHours = await record(admin, { ...base, amount: 50, paymentType: "prepaid_hours", hours: 0 });
    expect(badHours.json().error.message).toBe("Please enter a valid number of hours");
    expect((await record(admin, { ...base, amount: 5, clientId: admin.user.id })).statusCode).toBe(404);
    expect((await record(bob, { ...base, amount: 5 })).statusCode).toBe(403);
  });
});

describe("Payments summary from the trigger-kept sums", () => {
  /** The admin's summary as the whole table sums it, the way the page did before payment_totals. */
  async function summedFromPayments(where = sql`true`, requests = sql`true`) {
    const rows = (await ctx.db.execute(
      sql`select coalesce(sum(case when currency = 'BGN' then round(amount::numeric * 100000 / 195583) else amount end), 0)::int as revenue, coalesce(sum(amount) filter (where currency = 'BGN'), 0)::int as bgn, (select count(*) from payment_requests where status = 'open' and ${requests})::int as pending, (count(*) filter (where provider_payment_id is not null))::int as completed from payments where ${where}`,
    )) as unknown as { rows?: Record<string, number>[] } & Record<string, number>[];
    const r = (rows.rows ?? rows)[0]!;
    return { totalRevenue: Number(r.revenue), currency: "EUR", bgnIncluded: Number(r.bgn), pendingCount: Number(r.pending), completedCount: Number(r.completed) };
  }

  it("equals the sum of the payments after every kind of change", async () => {
    const { admin, alice, bob } = await cast();
    const same = async () => {
      expect((await admin.get("/api/payments")).json().summary).toEqual(await summedFromPayments());
      expect((await admin.get(`/api/payments?clientId=${alice.user.id}`)).json().summary).toEqual(await summedFromPayments(eq(payments.userId, alice.user.id), eq(paymentRequests.userId, alice.user.id)));
    };
    const a = (await record(admin, { clientId: alice.user.id, amount: 20, description: "Alice paid", paymentType: "other" })).json().payment;
    await record(admin, { clientId: bob.user.id, amount: "30.50", description: "Bob paid", paymentType: "translation" });
    await same();
    await payTestSession(ctx, await openCheckout(ctx, { items: [{ kind: "hourly", quantity: 1 }], customer: { email: "walk-in@example.test", name: "Walk In" } }));
    await same();
    await ctx.db.update(payments).set({ providerPaymentId: "pi_test_summary", amount: 2500 }).where(eq(payments.id, a.id));
    await same();
    // A BGN payment from before the euro: counted converted, on its own (docs/decisions/0033-euro.md).
    await ctx.db.update(payments).set({ currency: "BGN", amount: 2001 }).where(eq(payments.id, a.id));
    await same();
    await ctx.db.update(payments).set({ userId: bob.user.id }).where(eq(payments.id, a.id));
    await same();
    await ctx.db.delete(payments).where(eq(payments.id, a.id));
    await same();
  });
});

describe("Payments list, details and member history", () => {
  it("admin sees all with client and summary; member sees only their own; others' ids are 404", async () => {
    const { admin, alice, bob } = await cast();
    const a = (await record(admin, { clientId: alice.user.id, amount: 20, description: "Alice paid", paymentType: "other" })).json().payment;
    const b = (await record(admin, { clientId: bob.user.id, amount: 30, description: "Bob paid", paymentType: "translation" })).json().payment;

    const all = (await admin.get(`/api/payments?clientId=${alice.user.id}`)).json();
    expect(all.items.map((p: { id: string }) => p.id)).toEqual([a.id]);
    // Pending Payments counts open payment requests, not the manual entry above.
    expect(all.summary).toEqual({ totalRevenue: 2000, currency: "EUR", bgnIncluded: 0, pendingCount: 0, completedCount: 0 });
    await admin.post(`/api/clients/${alice.user.id}/payment-requests`, { amount: "12.00", description: "Courier" });
    expect((await admin.get(`/api/payments?clientId=${alice.user.id}`)).json().summary.pendingCount).toBe(1);
    expect((await admin.get("/api/payments?type=translation&limit=100")).json().items.every((p: { type: string }) => p.type === "translation")).toBe(true);

    const mine = (await alice.get("/api/payments")).json();
    expect(mine.items.map((p: { id: string }) => p.id)).toEqual([a.id]);
    expect(mine.summary).toBeNull();
    // A member's filters do not widen the scope.
    expect((await alice.get(`/api/payments?clientId=${bob.user.id}`)).json().items.map((p: { id: string }) => p.id)).toEqual([a.id]);
    expect((await alice.get(`/api/payments/${b.id}`)).statusCode).toBe(404);
    expect((await alice.get("/api/payments/not-a-uuid")).statusCode).toBe(404);
    expect((await alice.get(`/api/payments/${a.id}`)).json()).toMatchObject({ id: a.id, order: null, ledger: [], abilities: { canResendReceipt: false } });
    expect((await admin.get(`/api/payments/${b.id}`)).json()).toMatchObject({ id: b.id, client: { id: bob.user.id }, abilities: { canResendReceipt: true } });
    expect((await alice.post(`/api/payments/${a.id}/resend-receipt`, {})).statusCode).toBe(403);
    expect((await alice.get("/api/payments/export.csv")).statusCode).toBe(403);
  });

  it("a paid storefront order appears with its customer, details show order lines; receipt can be resent", async () => {
    const { admin } = await cast();
    const sessionId = await openCheckout(ctx, { items: [{ kind: "hourly", quantity: 2 }], customer: { email: "visitor@example.test", name: "Vera Visitor" } });
    await payTestSession(ctx, sessionId);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.orderId, order!.id));
    const details = (await admin.get(`/api/payments/${payment!.id}`)).json();
    expect(details).toMatchObject({ client: null, customer: { name: "Vera Visitor", email: "visitor@example.test" }, status: "completed", order: { total: 2046 } });
    expect(details.order.lines[0]).toMatchObject({ quantity: 2 });
    const before = (await ctx.mailTo("visitor@example.test")).length;
    const resent = await admin.post(`/api/payments/${payment!.id}/resend-receipt`, {});
    expect(resent.json()).toMatchObject({ message: "Receipt sent" });
    expect((await ctx.mailTo("visitor@example.test")).length).toBe(before + 1);
  });
});

describe("CSV export", () => {
  it("is UTF-8 with BOM, RFC 4180 quoted, and neutralises formula cells", async () => {
    const { admin, alice } = await cast();
    await record(admin, { clientId: alice.user.id, amount: 10, description: '=HYPERLINK("http://evil","x"), ok', paymentType: "other" });
    await record(admin, { clientId: alice.user.id, amount: 11, description: "@SUM(A1)", paymentType: "other" });
    const res = await admin.get(`/api/payments/export.csv?clientId=${alice.user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toContain("attachment");
    const raw = res.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = raw.toString("utf8").slice(1);
    const lines = text.split("\r\n").filter(Boolean);
    expect(lines[0]).toBe("Transaction ID,Date,Date (Sofia time),Client,Email,Service,Type,Amount,of which tip,Currency,Amount in EUR,Status,Provider ID,Invoice number,Hours");
    expect(lines).toHaveLength(3);
    expect(text).toContain(`"'=HYPERLINK(""http://evil"",""x""), ok"`);
    expect(text).toContain(",'@SUM(A1),");
    expect(text).toContain("Алиса Иванова");
    expect(text).toContain(",10.00,0.00,EUR,10.00,Manual Entry,");
    // No cell of any line starts with a formula character.
    for (const line of lines) for (const cell of line.split(",")) expect(cell.replace(/^"/, "")).not.toMatch(/^[=+\-@]/);
  });
});

describe("CSV export for spreadsheets set up for Bulgarian", () => {
  it("separates by semicolons when asked, and gives each payment's time on Sofia's clock", async () => {
    const { admin, alice } = await cast();
    await record(admin, { clientId: alice.user.id, amount: 12.5, description: "Notary, Sofia; in person", paymentType: "other" });
    const res = await admin.get(`/api/payments/export.csv?clientId=${alice.user.id}&separator=semicolon`);
    expect(res.statusCode).toBe(200);
    const lines = res.rawPayload.toString("utf8").slice(1).split("\r\n").filter(Boolean);
    expect(lines[0]).toBe("Transaction ID;Date;Date (Sofia time);Client;Email;Service;Type;Amount;of which tip;Currency;Amount in EUR;Status;Provider ID;Invoice number;Hours");
    const row = fieldsOf(lines.find((l) => l.includes("Notary")) ?? "", ";");
    expect(row).toHaveLength(15);
    expect(row[5]).toBe("Notary, Sofia; in person");
    // A decimal comma: the number such a spreadsheet sums.
    expect(row[7]).toBe("12,50");
    // The UTC moment and the same moment in Sofia (two or three hours ahead).
    const utc = new Date(row[1] ?? "");
    expect(row[2]).toBe(new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Sofia", dateStyle: "short", timeStyle: "short" }).format(utc));
    expect(row[2]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    // Anything else is refused with a clear message, before any file starts.
    const bad = await admin.get("/api/payments/export.csv?separator=tab");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe("Choose comma or semicolon as the separator");
  });
});

describe("CSV export: the tip and the invoice number in their own columns", () => {
  it("writes decimal commas in the semicolon version and points in the comma version, byte for byte", async () => {
    const { admin } = await cast();
    const email = uniqueEmail("tipper");
    const company = { companyName: "Балкан Консулт ООД", address: "ул. Шипка 5, 1504 София", eik: "121795649", vatNumber: "" };
    const sessionId = await openCheckout(ctx, { items: [{ kind: "hourly", quantity: 2 }], tip: 550, customer: { email, name: "Мария Петрова" }, language: "bg", invoice: company });
    await payTestSession(ctx, sessionId);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.providerSessionId, sessionId));
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.orderId, order!.id));
    const [invoice] = await ctx.db.select().from(invoices).where(eq(invoices.paymentId, payment!.id));
    const p = payment!;
    expect([p.amount, order!.tip, invoice?.number]).toEqual([2596, 550, expect.any(String)]);
    const at = p.createdAt.toISOString();
    const lineOf = async (separator: string) => {
      const res = await admin.get(`/api/payments/export.csv?separator=${separator}`);
      expect(res.statusCode).toBe(200);
      const lines = res.rawPayload.toString("utf8").slice(1).split("\r\n");
      return [lines[0], lines.find((l) => l.startsWith(p.id))];
    };

    expect(await lineOf("semicolon")).toEqual([
      "Transaction ID;Date;Date (Sofia time);Client;Email;Service;Type;Amount;of which tip;Currency;Amount in EUR;Status;Provider ID;Invoice number;Hours",
      `${p.id};${at};${sofiaTimeCell(at)};Мария Петрова;${email};"Hourly help × 2, Tip";Other;"25,96";"5,50";EUR;"25,96";Completed;${p.providerPaymentId};${invoice!.number};`,
    ]);
    expect(await lineOf("comma")).toEqual([
      "Transaction ID,Date,Date (Sofia time),Client,Email,Service,Type,Amount,of which tip,Currency,Amount in EUR,Status,Provider ID,Invoice number,Hours",
      `${p.id},${at},${sofiaTimeCell(at)},Мария Петрова,${email},"Hourly help × 2, Tip",Other,25.96,5.50,EUR,25.96,Completed,${p.providerPaymentId},${invoice!.number},`,
    ]);
  });

  it("writes hours with a decimal comma too, and an empty invoice cell and a zero tip for a recorded payment", async () => {
    const { admin, alice } = await cast();
    const { payment } = (await record(admin, { clientId: alice.user.id, amount: 30, description: "Half-hour packs", paymentType: "prepaid_hours", hours: 1.5 })).json();
    const res = await admin.get(`/api/payments/export.csv?clientId=${alice.user.id}&separator=semicolon`);
    const line = res.rawPayload.toString("utf8").split("\r\n").find((l) => l.startsWith(payment.id));
    expect(line).toBe(
      `${payment.id};${payment.createdAt};${sofiaTimeCell(payment.createdAt)};Алиса Иванова;${alice.user.email};Half-hour packs;Prepaid Hours;"30,00";"0,00";EUR;"30,00";Manual Entry;;;"1,5"`,
    );
  });
});

describe("date filters", () => {
  it("answer 400 for impossible days on the list and the CSV export, before any file starts", async () => {
    const { admin } = await cast();
    for (const day of ["2026-99-99", "2026-02-31", "2026-13-01"]) {
      for (const q of [`from=${day}`, `to=${day}`]) {
        for (const path of ["/api/payments", "/api/payments/export.csv", "/api/documents", "/api/audit"]) {
          const res = await admin.get(`${path}?${q}`);
          expect(res.statusCode, `${path}?${q}`).toBe(400);
          expect(res.headers["content-type"], path).toContain("application/json");
          expect(res.json().error.message).toContain("Use a date like 2026-01-31");
        }
      }
    }
    expect((await admin.get("/api/payments/export.csv?from=2028-02-29&to=2026-02-28")).statusCode).toBe(200);
  });
});

/** A spreadsheet's reading of one CSV line with this separator (RFC 4180 quotes, as Excel and LibreOffice do). */
function fieldsOf(line: string, sep: "," | ";"): string[] {
  const out: string[] = [];
  let i = 0;
  for (;;) {
    let field = "";
    if (line[i] === '"') {
      i++;
      for (;;) {
        if (i >= line.length) break;
        if (line[i] === '"' && line[i + 1] === '"') {
          field += '"';
          i += 2;
        } else if (line[i] === '"') {
          i++;
          break;
        } else field += line[i++];
      }
      while (i < line.length && line[i] !== sep) field += line[i++];
    } else while (i < line.length && line[i] !== sep) field += line[i++];
    out.push(field);
    if (i >= line.length) return out;
    i++;
  }
}

describe("csvCell under either separator", () => {
  it("leaves no field that starts a formula, whether opened with , or ;", async () => {
    const { admin, alice } = await cast();
    const hostile = ["ok;=1+1", "a; +CMD|' /C calc'!A0", 'x;"=2+2"', "y;-3", "z;@SUM(A1)", "t;\tx", "v;\r=1", "plain; text", "a,;=b", '"q";=1'];
    for (const [i, description] of hostile.entries()) await record(admin, { clientId: alice.user.id, amount: 10 + i, description, paymentType: "other" });
    const res = await admin.get(`/api/payments/export.csv?clientId=${alice.user.id}`);
    const lines = res.rawPayload.toString("utf8").slice(1).split("\r\n").filter(Boolean);
    expect(lines).toHaveLength(hostile.length + 1);
    for (const sep of [",", ";"] as const) {
      for (const line of lines) for (const field of fieldsOf(line, sep)) expect(field, `${sep} ${line}`).not.toMatch(/^ *[=+\-@\t\r]/);
    }
    // Read with commas, the text is what was typed, with only the apostrophes added.
    expect(lines.map((l) => fieldsOf(l, ",")[5])).toContain("ok;'=1+1");
    expect(lines.map((l) => fieldsOf(l, ",")[5])).toContain("plain; text");
  });
});

describe("csvCell", () => {
  it("neutralises = + - @ tab and CR at the start, quotes per RFC 4180; a plain negative number stays a number", () => {
    expect(["=1+1", "+1", "-1+1", "-2+3+cmd|' /C calc'!A0", "@x", "\tx", "\rx"].map(csvCell)).toEqual([
      "'=1+1",
      "'+1",
      "'-1+1",
      "'-2+3+cmd|' /C calc'!A0",
      "'@x",
      "'\tx",
      `"'\rx"`,
    ]);
    expect(["-1", "-12.50", "-12,50"].map(csvCell)).toEqual(["-1", "-12.50", '"-12,50"']);
    expect(csvCell('say "hi", ok')).toBe('"say ""hi"", ok"');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell(null)).toBe("");
  });
});

describe("Payment requests", () => {
  it("admin bills a client; the member sees Payment Due on top and pays through checkout; fulfilled once", async () => {
    const { admin, alice, bob } = await cast();
    const task = await alice.submit({ title: "Car registration" });
    const created = await admin.post(`/api/clients/${alice.user.id}/payment-requests`, { amount: "35.00", description: "Car registration fee", taskId: task.id });
    expect(created.statusCode, created.body).toBe(201);
    const request = created.json();
    expect(request).toMatchObject({ amount: 3500, currency: "EUR", status: "open", task: { id: task.id } });
    expect((await ctx.mailTo(alice.user.email)).some((m) => m.template === "paymentRequested")).toBe(true);

    expect((await alice.get("/api/payments")).json().requests.map((r: { id: string }) => r.id)).toEqual([request.id]);
    expect((await bob.get("/api/payments")).json().requests).toEqual([]);
    expect((await bob.post(`/api/payment-requests/${request.id}/checkout`, {})).statusCode).toBe(404);
    expect((await alice.post(`/api/payment-requests/${request.id}/cancel`, {})).statusCode).toBe(403);
    expect((await alice.post(`/api/clients/${alice.user.id}/payment-requests`, { amount: 1, description: "x" })).statusCode).toBe(403);

    // Two tabs: the second checkout gets the first one's page back (one payable session), paid twice at once.
    const tab1 = await alice.post(`/api/payment-requests/${request.id}/checkout`, {});
    const tab2 = await alice.post(`/api/payment-requests/${request.id}/checkout`, {});
    expect([tab1.statusCode, tab2.statusCode]).toEqual([200, 200]);
    expect(tab2.json().url).toBe(tab1.json().url);
    const sessions = await sessionOfRequest(request.id);
    expect(sessions).toHaveLength(1);
    expect(tab1.json().url).toBe(`http://concierge.localhost/test-checkout/${sessions[0]}`);
    await Promise.all([payTestSession(ctx, sessions[0]!), payTestSession(ctx, sessions[0]!)]);
    const [row] = await ctx.db.select().from(paymentRequests).where(eq(paymentRequests.id, request.id));
    expect(row).toMatchObject({ status: "paid" });
    const paidOnce = await ctx.db.select().from(payments).where(eq(payments.userId, alice.user.id));
    expect(paidOnce).toHaveLength(1);
    expect(row!.paymentId).toBe(paidOnce[0]!.id);
    expect(paidOnce[0]!.refundDue).toBe(false);

    expect((await alice.get("/api/payments")).json().requests).toEqual([]);
    expect((await alice.post(`/api/payment-requests/${request.id}/checkout`, {})).statusCode).toBe(409);
    expect((await admin.post(`/api/payment-requests/${request.id}/cancel`, {})).statusCode).toBe(409);
  });

  it("admin cancels an unpaid request; bad amounts refused; unknown ids 404", async () => {
    const { admin, alice } = await cast();
    const request = (await admin.post(`/api/clients/${alice.user.id}/payment-requests`, { amount: 12.5, description: "Notary" })).json();
    // A checkout page left open before the cancel can no longer take money.
    const opened = await alice.post(`/api/payment-requests/${request.id}/checkout`, {});
    expect(opened.statusCode).toBe(200);
    const [sessionId] = await sessionOfRequest(request.id);
    const cancelled = await admin.post(`/api/payment-requests/${request.id}/cancel`, {});
    expect(cancelled.json()).toMatchObject({ status: "cancelled" });
    expect((await ctx.app.inject({ url: `/api/test-gateway/sessions/${sessionId}` })).json()).toMatchObject({ status: "expired" });
    const late = await payTestSession(ctx, sessionId!);
    expect(late.statusCode).toBeGreaterThanOrEqual(400);
    expect(await ctx.db.select().from(payments).where(eq(payments.userId, alice.user.id))).toEqual([]);
    expect((await ctx.db.select().from(orders).where(eq(orders.paymentRequestId, request.id))).map((o) => o.status)).toEqual(["expired"]);
    expect((await alice.post(`/api/payment-requests/${request.id}/checkout`, {})).statusCode).toBe(409);
    for (const amount of [0, -1, 1.234, "NaN", 1e9]) {
      expect((await admin.post(`/api/clients/${alice.user.id}/payment-requests`, { amount, description: "x" })).statusCode).toBe(400);
    }
    expect((await admin.post("/api/payment-requests/nope/cancel", {})).statusCode).toBe(404);
    expect((await admin.post("/api/clients/nope/payment-requests", { amount: 1, description: "x" })).statusCode).toBe(404);
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, request.id));
    expect(audit.map((a) => a.action).sort()).toEqual(["payment_request.cancelled", "payment_request.created"]);
  });
});

describe("Audit log", () => {
  it("admins read it with filters; members get 403; there is no route to change it", async () => {
    const { admin, alice } = await cast();
    await admin.patch(`/api/clients/${alice.user.id}`, { fullName: "Alice New", phone: "", preferredLanguage: "bg" });
    const page = (await admin.get(`/api/audit?clientId=${alice.user.id}`)).json();
    expect(page.items[0]).toMatchObject({
      action: "client.updated",
      actor: { id: admin.user.id, email: admin.user.email },
      entity: "client",
      before: { fullName: "Алиса Иванова", preferredLanguage: "en" },
      after: { fullName: "Alice New", preferredLanguage: "bg" },
    });
    expect((await admin.get(`/api/audit?action=hours.deducted&clientId=${alice.user.id}`)).json().items).toEqual([]);
    expect((await alice.get("/api/audit")).statusCode).toBe(403);
    const id = page.items[0].id;
    for (const method of ["PATCH", "PUT", "DELETE"] as const) {
      expect((await ctx.app.inject({ method, url: `/api/audit/${id}`, headers: { cookie: "" } })).statusCode).toBe(404);
    }
  });
});
