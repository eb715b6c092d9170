import { afterEach, describe, expect, it } from "vitest";
import { and, count, eq, gte } from "drizzle-orm";
import { HOLDS_FLOOR_MINUTES, HOLDS_PER_CLIENT, HOLDS_SHARE } from "./hold-bounds";
import { HOLD_MS } from "./holds";
import { appointments, orders, testCheckoutSessions } from "../../db/schema";
import { postLedgerEntry } from "../hours";
import { createHoldSweep } from "./appointment-holds";
import { fulfilmentDepsOf } from "../payments";
import { setupTestApp, uniqueEmail } from "../../test/app";
import { bookingBody } from "../../test/booking";
import { uniqueIp } from "../../test/browser";
import { createMember, signedInAs } from "../../test/factories";
import { followPayLink, payTestSession } from "../../test/payments";

/**
 * Unpaid card holds are bounded (docs/decisions/0026-appointments.md, "Holds are bounded"): per
 * address, per email and per account, and all together; the checkout opens only from the pay link.
 */
const ctx = await setupTestApp();
// Each test starts with no live holds of the others: theirs have run out.
afterEach(() => ctx.clock.advance(HOLD_MS + 1000));

const booking = (start: string, over: Record<string, unknown> = {}) => bookingBody(start, { email: uniqueEmail("holder"), purpose: "A call to the municipality", ...over });
const book = (payload: object, opts: { ip?: string; headers?: Record<string, string> } = {}) =>
  ctx.app.inject({ method: "POST", url: "/api/appointments", payload, headers: opts.headers ?? {}, remoteAddress: opts.ip ?? uniqueIp() });
const freeStarts = async () => {
  const res = await ctx.app.inject({ method: "GET", url: "/api/appointments/slots?service=phone_call&durationMinutes=30" });
  return (res.json() as { slots: { start: string }[] }).slots.map((s) => s.start);
};
const follow = (path: string) => ctx.app.inject({ method: "GET", url: path, remoteAddress: uniqueIp() });
const pathOf = (url: string) => new URL(url).pathname;
/** A booking's row, by the id its answer gave. */
const rowOf = async (res: { json(): { appointment: { id: string } } }) => (await ctx.db.select().from(appointments).where(eq(appointments.id, res.json().appointment.id)))[0]!;
const rowsOf = (email: string) => ctx.db.select().from(appointments).where(eq(appointments.email, email));
const orderCount = async () => (await ctx.db.select({ n: count() }).from(orders))[0]!.n;
const TOO_MANY = "You already have 2 unpaid bookings waiting for payment. Pay for one, or try again in a few minutes.";

/** Books HOLDS_PER_CLIENT holds with `first`, then a third with `third`: 200, 200, then the refusal (nothing written). */
async function thirdRefused(first: (i: number) => { body: object; ip?: string; headers?: Record<string, string> }, third: { body: Record<string, unknown>; ip?: string; headers?: Record<string, string> }) {
  for (let i = 0; i < HOLDS_PER_CLIENT; i++) {
    const { body, ...opts } = first(i);
    const res = await book(body, opts);
    expect(res.statusCode, res.body).toBe(200);
  }
  const before = await orderCount();
  const { body, ...opts } = third;
  const refused = await book(body, opts);
  expect(refused.statusCode).toBe(429);
  expect(refused.json().error).toEqual({ code: "too_many_holds", message: TOO_MANY, key: "appointment.tooManyHolds" });
  expect(await rowsOf(body.email as string)).toHaveLength(0);
  expect(await orderCount()).toBe(before);
}

describe("live unpaid holds per booker", () => {
  it("one address holds at most 2, whatever the emails; their time running out makes room", async () => {
    const starts = (await freeStarts()).slice(0, 5);
    const ip = uniqueIp();
    await thirdRefused((i) => ({ body: booking(starts[i]!), ip }), { body: booking(starts[2]!), ip });
    // Another address is not affected.
    expect((await book(booking(starts[3]!))).statusCode).toBe(200);

    const other = await book(booking(starts[4]!));
    // Only the hash of each pay link's token is kept.
    expect((await rowOf(other)).payTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await rowOf(other)).payTokenHash).not.toContain(pathOf(other.json().pay.url).split("/").pop());
    // Its holds' time runs out: it may hold again.
    ctx.clock.advance(HOLD_MS + 1000);
    expect((await book(booking(starts[2]!), { ip })).statusCode).toBe(200);
  });

  it("one email holds at most 2, in any case and from any address", async () => {
    const starts = (await freeStarts()).slice(0, 3);
    const email = uniqueEmail("same");
    await thirdRefused((i) => ({ body: booking(starts[i]!, { email: i ? email.toUpperCase() : email }) }), { body: booking(starts[2]!, { email: ` ${email.replace(/^./, (c) => c.toUpperCase())}` }) });
  });

  it("one member account holds at most 2, whatever the emails typed in the form", async () => {
    const starts = (await freeStarts()).slice(0, 3);
    const headers = await signedInAs(ctx, await createMember(ctx));
    await thirdRefused((i) => ({ body: booking(starts[i]!), headers }), { body: booking(starts[2]!), headers });
  });

  it("a paid hold no longer counts", async () => {
    const starts = (await freeStarts()).slice(0, 3);
    const ip = uniqueIp();
    const first = await book(booking(starts[0]!), { ip });
    expect((await book(booking(starts[1]!), { ip })).statusCode).toBe(200);
    expect((await payTestSession(ctx, await followPayLink(ctx, first.json()))).statusCode).toBe(200);
    expect((await book(booking(starts[2]!), { ip })).statusCode).toBe(200);
  });
});

describe("the pay link", () => {
  it("a booking opens no checkout; following its pay link does, once, and redirects there", async () => {
    const [start] = await freeStarts();
    const res = await book(booking(start!));
    expect(res.statusCode).toBe(200);
    const row = await rowOf(res);
    const sessionsOf = () => ctx.db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.orderId, row!.orderId!));
    expect(await sessionsOf()).toHaveLength(0);
    expect((await ctx.db.select().from(orders).where(eq(orders.id, row!.orderId!)))[0]!.providerSessionId).toBeNull();

    const opened = await follow(pathOf(res.json().pay.url));
    expect(opened.statusCode).toBe(303);
    const [session] = await sessionsOf();
    expect(opened.headers.location).toBe(`http://concierge.localhost/test-checkout/${session!.id}`);
    expect((await ctx.db.select().from(orders).where(eq(orders.id, row!.orderId!)))[0]!.providerSessionId).toBe(session!.id);
    // Followed again (a reload): the same checkout.
    expect((await follow(pathOf(res.json().pay.url))).headers.location).toBe(opened.headers.location);
    expect(await sessionsOf()).toHaveLength(1);
    // Paid: the link leads to the payment's result.
    expect((await payTestSession(ctx, session!.id)).statusCode).toBe(200);
    expect((await follow(pathOf(res.json().pay.url))).headers.location).toBe(`http://concierge.localhost/checkout/success?session_id=${session!.id}`);
  });

  it("a hold whose time ran out: back to the booking page in the booker's language, which says why; no checkout opens", async () => {
    const [en, bg] = await freeStarts();
    const english = await book(booking(en!));
    const bulgarian = await book(booking(bg!, { language: "bg" }));
    ctx.clock.advance(HOLD_MS + 1000);
    const late = await follow(pathOf(english.json().pay.url));
    expect(late.statusCode).toBe(303);
    expect(late.headers.location).toBe("http://concierge.localhost/book?payment=expired");
    expect((await follow(pathOf(bulgarian.json().pay.url))).headers.location).toBe("http://concierge.localhost/book?payment=expired&lang=bg");
    expect(await ctx.db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.orderId, (await rowOf(english)).orderId!))).toHaveLength(0);
  });

  it("an unknown, altered or malformed token is a 404 that opens nothing", async () => {
    const [start] = await freeStarts();
    const res = await book(booking(start!));
    const path = pathOf(res.json().pay.url);
    const token = path.split("/").pop()!;
    const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const bad of [altered, "x".repeat(43), "short", "a".repeat(60)]) {
      const answer = await follow(`/api/appointments/pay/${bad}`);
      expect(answer.statusCode, bad).toBe(404);
      expect(answer.json().error, bad).toMatchObject({ code: "not_found", message: "This payment link is not valid. Please book the time again.", key: "appointment.payLinkInvalid" });
    }
    expect(await ctx.db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.orderId, (await rowOf(res)).orderId!))).toHaveLength(0);
  });
});

describe("the sweep", () => {
  it("releases holds past their time without anyone doing anything: the open checkout is closed, the orders expire", async () => {
    const [visited, untouched] = await freeStarts();
    const went = await book(booking(visited!));
    const session = await followPayLink(ctx, went.json());
    const never = await book(booking(untouched!));
    ctx.clock.advance(HOLD_MS + 1000);
    const sweep = createHoldSweep({ ...fulfilmentDepsOf(ctx.app), gateway: ctx.app.payments });
    await sweep.runOnce();
    for (const [start, res] of [[visited!, went], [untouched!, never]] as const) {
      const row = await rowOf(res);
      expect(row!.status).toBe("released");
      expect((await ctx.db.select().from(orders).where(eq(orders.id, row!.orderId!)))[0]!.status).toBe("expired");
      expect(await freeStarts()).toContain(start);
    }
    // Closed at the provider: its page takes no money.
    expect((await ctx.db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.id, session)))[0]!.status).toBe("expired");
    expect((await payTestSession(ctx, session)).statusCode).not.toBe(200);
    expect((await follow(pathOf(never.json().pay.url))).headers.location).toBe("http://concierge.localhost/book?payment=expired");
  });
});

describe("all live holds together", () => {
  it("cover at most their share of the free time, even booked at once from many addresses; a member on prepaid hours still books", async () => {
    const starts = await freeStarts();
    const cap = Math.max(HOLDS_FLOOR_MINUTES, Math.floor(starts.length * 30 * HOLDS_SHARE));
    const attempts = Math.floor(cap / 30) + 10;
    const results = await Promise.all(starts.slice(0, attempts).map((s) => book(booking(s))));
    const held = results.filter((r) => r.statusCode === 200).length;
    expect(held).toBe(Math.floor(cap / 30));
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(refused.map((r) => r.json().error)).toEqual(
      refused.map(() => ({ code: "holds_full", message: "Many bookings are waiting for payment right now. Please try again in a few minutes.", key: "appointment.holdsFull" })),
    );
    const live = await ctx.db.select({ n: count() }).from(appointments).where(and(eq(appointments.status, "held"), gte(appointments.heldUntil, ctx.clock.now())));
    expect(live[0]!.n).toBe(held);

    const member = await createMember(ctx);
    await ctx.db.transaction((tx) => postLedgerEntry(tx, { userId: member.id, hours: 1, reason: "adjustment", description: "Test credit", createdAt: ctx.clock.now() }));
    const prepaid = await book(booking(starts[attempts]!, { payWith: "prepaid", email: member.email }), { headers: await signedInAs(ctx, member) });
    expect(prepaid.statusCode).toBe(200);
    expect(prepaid.json().appointment.status).toBe("confirmed");
  });
});
