import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "../../db/schema";
import { setupTestApp, uniqueEmail } from "../../test/app";
import { createMember, signedInAs } from "../../test/factories";
import { checkout, openCheckout, orderOf, payTestSession, sessionStatus } from "../../test/payments";

/** Every paid order reaches the operator and the customer. */

const ctx = await setupTestApp();
const OPERATOR = "operator@concierge.test";
const EMAIL_REQUIRED = "Please enter your email address so we can send your receipt and contact you about your order";

const orderCount = async () => (await ctx.db.select({ n: count() }).from(orders))[0]!.n;
/** The operator's mails about one order, found by its reference. */
const operatorMailsAbout = async (ref: string) => (await ctx.mailTo(OPERATOR)).filter((m) => m.subject.includes(ref));

describe("the buyer's email", () => {
  it.each([
    ["no customer at all", {}],
    ["an empty email", { customer: { name: "Maria", email: "" } }],
    ["only blanks", { customer: { email: "   " } }],
  ])("is required from a visitor: %s → 400 with the message, and no order", async (_what, extra) => {
    const before = await orderCount();
    const res = await checkout(ctx, { items: [{ kind: "hourly", quantity: 1 }], ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: "validation_failed", message: EMAIL_REQUIRED });
    expect(await orderCount()).toBe(before);
  });

  it("links a member's order to the account from the session, whatever the body says", async () => {
    const member = await createMember(ctx);
    const browser = await signedInAs(ctx, member);
    const stranger = uniqueEmail("stranger");
    const sessionId = await openCheckout(ctx, { items: [{ kind: "daily", quantity: 1 }], customer: { email: stranger, notes: "Move-in day" } }, browser);
    expect(await orderOf(ctx, sessionId)).toMatchObject({ userId: member.id, customerEmail: member.email, notes: "Move-in day" });

    // Naming another user in the body is refused outright, and creates nothing.
    const before = await orderCount();
    const forged = await checkout(ctx, { items: [{ kind: "daily", quantity: 1 }], customer: { email: stranger }, userId: "someone-else" }, browser);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.message).toBe("Unexpected field: userId");
    const nested = await checkout(ctx, { items: [{ kind: "daily", quantity: 1 }], customer: { email: stranger, userId: "x" } }, browser);
    expect(nested.statusCode).toBe(400);
    expect(await orderCount()).toBe(before);

    // Paid, it is in the member's history (their data export) and the receipt goes to the account.
    await payTestSession(ctx, sessionId);
    const exported = await ctx.app.inject({ method: "GET", url: "/api/account/export", headers: browser });
    const mine = (JSON.parse(exported.body) as { orders: { id: string; status: string; notes: string | null }[] }).orders;
    expect(mine).toEqual([expect.objectContaining({ id: (await orderOf(ctx, sessionId))!.id, status: "paid", notes: "Move-in day" })]);
    expect(await ctx.mailTo(member.email)).toHaveLength(1);
    expect(await ctx.mailTo(stranger)).toHaveLength(0);
  });
});

describe("a paid cart order", () => {
  it("queues the operator's mail and the buyer's receipt with the same names and reference", async () => {
    const email = uniqueEmail("buyer");
    const notes = "Help with the residence permit appointment on Monday";
    const sessionId = await openCheckout(ctx, {
      items: [{ kind: "hourly", quantity: 2 }, { kind: "daily", quantity: 1 }, { kind: "custom", amount: 1550 }],
      tip: 300,
      customer: { name: "Maria Petrova", email, notes },
    });
    // Nothing is mailed before the money is there.
    const ref = (await sessionStatus(ctx, sessionId)).json().order.ref as string;
    expect(ref).toMatch(/^[0-9A-F]{8}$/);
    expect(await operatorMailsAbout(ref)).toHaveLength(0);

    await payTestSession(ctx, sessionId);
    const names = ["Hourly help × 2", "Full-day help", "Custom amount", "Tip"];

    const [toOperator, ...more] = await operatorMailsAbout(ref);
    expect(more).toHaveLength(0);
    expect(toOperator!.subject).toBe(`New paid order ${ref}: Hourly help, Full-day help, Custom amount — Maria Petrova`);
    for (const text of [...names, "Total paid: €110.54", `Maria Petrova <${email}> (visitor, no account)`, notes]) expect(toOperator!.text).toContain(text);
    expect(toOperator!.html).toContain(notes);

    const [receipt, ...again] = await ctx.mailTo(email);
    expect(again).toHaveLength(0);
    expect(receipt!.subject).toBe(`Your Concierge receipt — order ${ref}`);
    for (const text of [...names, "Total paid: €110.54", `We will contact you within 24 hours at ${email}`]) expect(receipt!.text).toContain(text);

    // The success page names the same reference and where we will write (masked: the link is a bearer capability).
    const status = (await sessionStatus(ctx, sessionId)).json();
    expect(status).toMatchObject({ status: "paid", order: { ref, email: `${email[0]}•••@example.com` } });
    expect(JSON.stringify(status)).not.toContain("Maria Petrova");
    expect(JSON.stringify(status)).not.toContain(notes);
    // The test payment page (the provider's line items) uses the same names too.
    const page = await ctx.app.inject({ method: "GET", url: `/api/test-gateway/sessions/${sessionId}` });
    expect(page.json().lineItems.map((l: { name: string }) => l.name)).toEqual(["Hourly help", "Full-day help", "Custom amount", "Tip"]);
  });

  it("tells the operator about a member's hour pack too", async () => {
    const member = await createMember(ctx);
    const browser = await signedInAs(ctx, member);
    const sessionId = await openCheckout(ctx, { items: [{ kind: "hours_pack", hours: 5 }] }, browser);
    await payTestSession(ctx, sessionId);
    const ref = (await sessionStatus(ctx, sessionId)).json().order.ref as string;
    const [toOperator] = await operatorMailsAbout(ref);
    expect(toOperator!.subject).toBe(`New paid order ${ref}: Prepaid hours: 5 hours — ${member.email}`);
    expect(toOperator!.text).toContain("(member account)");
    expect(toOperator!.text).toContain("5 prepaid hours were added to the member's balance.");
    expect((await ctx.mailTo(member.email))[0]!.subject).toBe(`Your Concierge receipt — order ${ref}`);
  });

  it("refuses a note longer than 1000 characters", async () => {
    const email = uniqueEmail("wordy");
    const res = await checkout(ctx, { items: [{ kind: "hourly", quantity: 1 }], customer: { email, notes: "x".repeat(1001) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("Please keep the note to 1000 characters");
  });
});
