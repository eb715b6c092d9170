import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, outbox, payments, tasks, user } from "../../db/schema";
import { setupTestApp, uniqueEmail } from "../../test/app";
import { createAdmin, createMember, signedInAs } from "../../test/factories";
import { openCheckout, orderOf, paidTranslation, payTestSession } from "../../test/payments";
import type { Locale } from "../../../core/locale";

/** The Orders inbox. */

const ctx = await setupTestApp();
const admin = await createAdmin(ctx);
const alice = await createMember(ctx);
const bob = await createMember(ctx);
const headersOf = async (u: { id: string }) => signedInAs(ctx, u);
const adminH = await headersOf(admin);
const aliceH = await headersOf(alice);
const bobH = await headersOf(bob);

const call = (method: "GET" | "POST" | "PATCH", url: string, headers?: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: { origin: ctx.config.publicUrl, ...headers } });
const NOTE = "Please help me register my address at the municipality on Monday";

/** A paid storefront order: a visitor's (name, email) or a member's (their session's headers). */
async function paidOrder(opts: { email?: string; name?: string; notes?: string; headers?: Record<string, string>; language?: Locale } = {}) {
  const email = opts.email ?? uniqueEmail("buyer");
  const sessionId = await openCheckout(
    ctx,
    { items: [{ kind: "hourly", quantity: 2 }], tip: 300, customer: { name: opts.name ?? "Maria Petrova", email, ...(opts.notes ? { notes: opts.notes } : {}) }, language: opts.language ?? "en" },
    opts.headers,
  );
  expect((await payTestSession(ctx, sessionId)).statusCode).toBeLessThan(300);
  const order = await orderOf(ctx, sessionId);
  return { id: order!.id, email, sessionId };
}

describe("the inbox", () => {
  it("lists every paid storefront order for the operator, New, with its note, items, amount and paid time", async () => {
    const visitor = await paidOrder({ notes: NOTE, language: "bg" });
    const unpaid = await openCheckout(ctx, { items: [{ kind: "daily", quantity: 1 }], customer: { email: uniqueEmail("unpaid") }, language: "en" });
    const res = await call("GET", "/api/orders?status=new&limit=100", adminH);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    const row = page.items.find((o: { id: string }) => o.id === visitor.id);
    expect(row).toMatchObject({
      ref: visitor.id.slice(0, 8).toUpperCase(),
      purpose: "services",
      customerName: "Maria Petrova",
      customerEmail: visitor.email,
      language: "bg",
      summary: "Hourly help × 2, Tip",
      notes: NOTE,
      total: 2346,
      currency: "EUR",
      status: "new",
      clientId: null,
      taskId: null,
    });
    expect(Date.parse(row.paidAt)).not.toBeNaN();
    // An unpaid checkout is no order to handle.
    const unpaidOrder = await orderOf(ctx, unpaid);
    expect(page.items.map((o: { id: string }) => o.id)).not.toContain(unpaidOrder!.id);
    expect(page.counts.new).toBeGreaterThanOrEqual(1);
    // The admin dashboard counts it.
    const dash = await call("GET", "/api/dashboard", adminH);
    expect(dash.json().cards.newOrders).toBe(page.counts.new);
  });

  it("a member sees only their own orders; another member's id answers the unknown id's 404; operator routes are 403", async () => {
    const mine = await paidOrder({ headers: aliceH, notes: "Alice's note" });
    const list = (await call("GET", "/api/orders?limit=100", aliceH)).json();
    expect(list.items.map((o: { id: string }) => o.id)).toEqual([mine.id]);
    expect(list.items[0]).toMatchObject({ notes: "Alice's note", clientId: alice.id });
    expect((await call("GET", `/api/orders/${mine.id}`, aliceH)).json()).toMatchObject({ id: mine.id, notes: "Alice's note", abilities: { canChangeStatus: false, canLinkClient: false, canConvertToTask: false } });

    // Their Payment History's View shows the note and how far the operator has got.
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.orderId, mine.id));
    expect((await call("GET", `/api/payments/${payment!.id}`, aliceH)).json().order).toMatchObject({ notes: "Alice's note", status: "new" });
    expect((await call("GET", `/api/payments/${payment!.id}`, adminH)).json().order).toMatchObject({ notes: "Alice's note", status: "new" });

    expect((await call("GET", "/api/orders?limit=100", bobH)).json()).toMatchObject({ items: [], counts: { all: 0 } });
    const foreign = await call("GET", `/api/orders/${mine.id}`, bobH);
    const unknown = await call("GET", `/api/orders/${crypto.randomUUID()}`, bobH);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(unknown.body);
    expect((await call("GET", "/api/orders/not-a-uuid", adminH)).statusCode).toBe(404);

    expect((await call("PATCH", `/api/orders/${mine.id}`, aliceH, { status: "done" })).statusCode).toBe(403);
    expect((await call("POST", `/api/orders/${mine.id}/convert-to-task`, aliceH, { title: "Mine" })).statusCode).toBe(403);
    expect((await call("POST", `/api/orders/${mine.id}/link-client`, bobH, {})).statusCode).toBe(403);
    expect((await call("GET", "/api/orders")).statusCode).toBe(401);
  });
});

it("lists a paid translation with the translation form's note, and its payment's View shows it", async () => {
  const email = uniqueEmail("translate");
  const sessionId = await paidTranslation(ctx, { email, name: "Anna Smith", notes: "Only pages 2 and 3, please" });
  const order = await orderOf(ctx, sessionId);
  expect((await call("GET", `/api/orders/${order!.id}`, adminH)).json()).toMatchObject({ purpose: "translation", customerName: "Anna Smith", customerEmail: email, notes: "Only pages 2 and 3, please" });
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.orderId, order!.id));
  expect((await call("GET", `/api/payments/${payment!.id}`, adminH)).json().order.notes).toBe("Only pages 2 and 3, please");
});

describe("status", () => {
  it("moves New → In progress → Done, audited; an unknown status is refused", async () => {
    const o = await paidOrder();
    const bad = await call("PATCH", `/api/orders/${o.id}`, adminH, { status: "shipped" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe("Please choose a status");
    expect((await call("PATCH", `/api/orders/${o.id}`, adminH, { status: "new", extra: 1 })).statusCode).toBe(400);

    const res = await call("PATCH", `/api/orders/${o.id}`, adminH, { status: "in_progress" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: "Status updated", order: { status: "in_progress" } });
    expect((await call("PATCH", `/api/orders/${o.id}`, adminH, { status: "done" })).json().order.status).toBe("done");
    const done = (await call("GET", "/api/orders?status=done&limit=100", adminH)).json();
    expect(done.items.map((r: { id: string }) => r.id)).toContain(o.id);
    const trail = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, o.id));
    expect(trail.map((t) => [t.action, t.before, t.after])).toEqual([
      ["order.status_changed", { status: "new" }, { status: "in_progress" }],
      ["order.status_changed", { status: "in_progress" }, { status: "done" }],
    ]);
  });
});

describe("link client and convert to task", () => {
  it("creates the client account for a visitor's email (Add New Client's rules), moves the payment to it, then makes a task carrying the note", async () => {
    const o = await paidOrder({ notes: NOTE, name: "Elena Ivanova", language: "bg" });
    const details = (await call("GET", `/api/orders/${o.id}`, adminH)).json();
    expect(details).toMatchObject({ client: null, matchedClient: null, abilities: { canLinkClient: true, canConvertToTask: false } });

    // Converting before there is a client is refused.
    const early = await call("POST", `/api/orders/${o.id}/convert-to-task`, adminH, { title: "Address registration" });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe("Link the order to a client first");
    // No account has the email: the fields are needed; a language must be one with a catalogue.
    expect((await call("POST", `/api/orders/${o.id}/link-client`, adminH, {})).json().error.message).toBe("Please fill in all fields");
    expect((await call("POST", `/api/orders/${o.id}/link-client`, adminH, { fullName: "Elena Ivanova", language: "de" })).statusCode).toBe(400);

    const linked = await call("POST", `/api/orders/${o.id}/link-client`, adminH, { fullName: "Elena Ivanova" });
    expect(linked.statusCode).toBe(201);
    const [account] = await ctx.db.select().from(user).where(eq(user.email, o.email));
    expect(account).toMatchObject({ role: "member", emailVerified: true });
    expect(linked.json()).toMatchObject({ message: "Client added successfully!", order: { client: { id: account!.id, email: o.email }, abilities: { canLinkClient: false, canConvertToTask: true } } });
    // Without a language chosen, the invitation goes out in the language the order was placed in.
    const welcome = (await ctx.db.select().from(outbox).where(eq(outbox.to, o.email))).find((m) => m.template === "clientInvite");
    expect(welcome!.subject).toMatch(/Concierge/);
    expect(welcome!.text).toMatch(/[А-Яа-я]/);
    // The payment is now in the client's history.
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.orderId, o.id));
    expect(payment!.userId).toBe(account!.id);
    expect((await call("POST", `/api/orders/${o.id}/link-client`, adminH, {})).statusCode).toBe(409);

    const converted = await call("POST", `/api/orders/${o.id}/convert-to-task`, adminH, { title: "Address registration", urgency: "high" });
    expect(converted.statusCode).toBe(201);
    const order = converted.json().order;
    expect(order).toMatchObject({ status: "in_progress", task: { title: "Address registration", status: "pending" } });
    const [task] = await ctx.db.select().from(tasks).where(eq(tasks.id, order.task.id));
    expect(task).toMatchObject({ userId: account!.id, urgency: "high", status: "pending" });
    expect(task!.description).toContain(NOTE);
    expect(task!.description).toContain(`Order ${o.id.slice(0, 8).toUpperCase()}: Hourly help × 2, Tip — €23.46`);
    expect((await call("POST", `/api/orders/${o.id}/convert-to-task`, adminH, { title: "Again" })).json().error.message).toBe("This order has already become a task");

    const trail = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, o.id));
    expect(trail.map((t) => t.action).sort()).toEqual(["order.client_linked", "order.converted_to_task"]);
  });

  it("links the existing client account with the order's email, with no fields and nothing created", async () => {
    const carol = await createMember(ctx);
    const o = await paidOrder({ email: carol.email.toUpperCase() });
    expect((await call("GET", `/api/orders/${o.id}`, adminH)).json().matchedClient).toMatchObject({ id: carol.id, email: carol.email });
    const res = await call("POST", `/api/orders/${o.id}/link-client`, adminH, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: "The order is now linked to the client account with its email.", order: { clientId: carol.id } });
    expect((await call("GET", "/api/orders?limit=100", await headersOf(carol))).json().items.map((r: { id: string }) => r.id)).toEqual([o.id]);
  });

  it("never links an administrator's email as a client", async () => {
    const o = await paidOrder({ email: admin.email });
    expect((await call("GET", `/api/orders/${o.id}`, adminH)).json().matchedClient).toBeNull();
    const res = await call("POST", `/api/orders/${o.id}/link-client`, adminH, { fullName: "X", language: "en" });
    expect(res.statusCode).toBe(409);
    expect((await orderOf(ctx, o.sessionId))!.userId).toBeNull();
  });
});
