import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactSubmissions, inboundEmails, messages, orders, paymentRequests, translationRequests } from "../../db/schema";
import { setupTestApp, uniqueEmail } from "../../test/app";
import { cookieCall, uniqueIp } from "../../test/browser";
import { createMember, operatorAliceBob, signedInAs } from "../../test/factories";
import { openCheckout, orderOf, paidTranslation, payTestSession } from "../../test/payments";

const ctx = await setupTestApp();
const { admin, alice, bob, adminCookie, aliceCookie, bobCookie } = await operatorAliceBob(ctx);
const cookieOf = async (u: { id: string }) => (await signedInAs(ctx, u)).cookie;
const call = cookieCall(ctx);

type Item = { kind: string; id: string; since: string; dueAt: string; state: string; from: string; email: string | null; client: { id: string; balance: number; owed: { amount: number; currency: string }[] } | null };
const list = async (query = "") => {
  const res = await call("GET", `/api/inbox?limit=100${query}`, adminCookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Item[]; nextCursor: string | null };
};

async function memberMessage(cookie: string, content: string) {
  const res = await call("POST", "/api/messages", cookie, { content });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await ctx.db.select().from(messages).where(eq(messages.content, content));
  return row!;
}

async function contactRequest(email = uniqueEmail("visitor")) {
  const res = await ctx.app.inject({ method: "POST", url: "/api/contact", payload: { name: "Maria Petrova", email, service: "paperwork", message: "Can you help with my visa?" }, remoteAddress: uniqueIp() });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

async function paidOrder(headers: Record<string, string> = {}) {
  const sessionId = await openCheckout(ctx, { items: [{ kind: "hourly", quantity: 2 }], customer: { name: "Ivan Buyer", email: uniqueEmail("buyer"), notes: "Help at the municipality" }, language: "en" }, headers);
  expect((await payTestSession(ctx, sessionId)).statusCode).toBeLessThan(300);
  return (await orderOf(ctx, sessionId))!.id;
}

describe("GET /api/inbox", () => {
  it("lists a message, an email reply, a contact request, an order and a translation request in one list, longest waiting first, with the client's balance and money owed", async () => {
    const message = await memberMessage(aliceCookie, "Where is my residence card?");
    ctx.clock.advance(60_000);
    // Bob answered the operator's email: the reply became a message in his conversation.
    const email = await memberMessage(bobCookie, "Replying from my mail client");
    await ctx.db.insert(inboundEmails).values({ messageKey: `<${email.id}@mail.test>`, status: "posted", source: "dev", messageId: email.id, receivedAt: ctx.clock.now() });
    ctx.clock.advance(60_000);
    const contact = await contactRequest();
    ctx.clock.advance(60_000);
    const order = await paidOrder({ cookie: aliceCookie, origin: ctx.config.publicUrl });
    ctx.clock.advance(60_000);
    await paidTranslation(ctx, { email: uniqueEmail("translate"), name: "Anna Smith", notes: "Pages 1-2" });
    const [translation] = await ctx.db.select().from(translationRequests).where(eq(translationRequests.name, "Anna Smith"));
    await ctx.db.insert(paymentRequests).values({ userId: alice.id, amount: 4500, currency: "EUR", description: "Visa help", dueAt: new Date(ctx.clock.now().getTime() + 7 * 86_400_000) });

    const { items } = await list();
    const mine = items.filter((i) => [message.id, email.id, contact, order, translation!.id].includes(i.id));
    expect(mine.map((i) => i.kind)).toEqual(["message", "email", "contact", "order", "translation"]);
    expect(mine[0]).toMatchObject({ state: "new", email: alice.email, client: { id: alice.id, balance: 0, owed: [{ amount: 4500, currency: "EUR" }] } });
    expect(Date.parse(mine[0]!.dueAt) - Date.parse(mine[0]!.since)).toBe(24 * 3600_000);
    expect(mine[1]).toMatchObject({ client: { id: bob.id, owed: [] } });
    expect(mine[2]).toMatchObject({ from: "Maria Petrova", client: null });
    expect(mine[3]).toMatchObject({ from: "Ivan Buyer", client: { id: alice.id, owed: [{ amount: 4500, currency: "EUR" }] } });
    expect(Date.parse(mine[4]!.dueAt) - Date.parse(mine[4]!.since)).toBe(48 * 3600_000);
    // The translation's order is not listed again as an order.
    expect(items.filter((i) => i.kind === "order" && i.id === translation!.orderId)).toHaveLength(0);
  });

  it("shows a conversation once, by its oldest waiting message, and drops it when the operator answers", async () => {
    const carol = await createMember(ctx);
    const carolCookie = await cookieOf(carol);
    const first = await memberMessage(carolCookie, "First question from Carol");
    ctx.clock.advance(1000);
    await memberMessage(carolCookie, "Second question from Carol");
    const waiting = (await list()).items.filter((i) => i.client?.id === carol.id);
    expect(waiting.map((i) => i.id)).toEqual([first.id]);
    const reply = await call("POST", `/api/messages/${first.id}/reply`, adminCookie, { content: "Here is the answer" });
    expect(reply.statusCode, reply.body).toBe(201);
    expect((await list()).items.filter((i) => i.client?.id === carol.id)).toHaveLength(0);
  });

  it("filters by kind, state and waiting time", async () => {
    const contact = await contactRequest();
    const kinds = async (q: string) => new Set((await list(q)).items.map((i) => i.kind));
    expect(await kinds("&kind=contact")).toEqual(new Set(["contact"]));
    expect(await kinds("&kind=email")).toEqual(new Set(["email"]));
    expect(await kinds("&kind=order")).toEqual(new Set(["order"]));
    expect((await list("&state=in_progress")).items.map((i) => i.id)).not.toContain(contact);
    // Just arrived: not among those waiting an hour, and not overdue.
    expect((await list("&waiting=1h")).items.map((i) => i.id)).not.toContain(contact);
    expect((await list("&state=overdue")).items.map((i) => i.id)).not.toContain(contact);
    ctx.clock.advance(25 * 3600_000);
    expect((await list("&waiting=24h")).items.map((i) => i.id)).toContain(contact);
    expect((await list("&state=overdue")).items.map((i) => i.id)).toContain(contact);
    // Closed: gone.
    await ctx.db.update(contactSubmissions).set({ status: "closed" }).where(eq(contactSubmissions.id, contact));
    expect((await list()).items.map((i) => i.id)).not.toContain(contact);
  });

  it("pages by cursor without repeating or skipping, and refuses a cursor made for other filters or another list", async () => {
    for (let i = 0; i < 3; i++) await contactRequest();
    const all = (await list()).items.map((i) => `${i.kind}:${i.id}`);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await call("GET", `/api/inbox?limit=2${cursor ? `&cursor=${cursor}` : ""}`, adminCookie);
      expect(res.statusCode).toBe(200);
      const page = res.json() as { items: Item[]; nextCursor: string | null };
      seen.push(...page.items.map((i) => `${i.kind}:${i.id}`));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all);

    const first = (await call("GET", "/api/inbox?limit=1", adminCookie)).json().nextCursor as string;
    expect((await call("GET", `/api/inbox?limit=1&kind=contact&cursor=${first}`, adminCookie)).statusCode).toBe(400);
    const other = (await call("GET", "/api/contact/submissions?limit=1", adminCookie)).json().nextCursor as string;
    const res = await call("GET", `/api/inbox?cursor=${other}`, adminCookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("invalid_cursor");
    expect((await call("GET", "/api/inbox?cursor=not-a-cursor", adminCookie)).statusCode).toBe(400);
  });

  it("lists an order bought without an email by its buyer's name, with no client", async () => {
    const id = await paidOrder();
    await ctx.db.update(orders).set({ customerEmail: null }).where(eq(orders.id, id));
    expect((await list("&kind=order")).items.find((i) => i.id === id)).toMatchObject({ from: "Ivan Buyer", email: null, client: null });
  });
});

describe("GET /api/inbox/context/:clientId", () => {
  it("gives the client's name, language, balance, open tasks, money owed, payments and next appointment", async () => {
    const dora = await createMember(ctx);
    const doraCookie = await cookieOf(dora);
    const task = await call("POST", "/api/tasks", doraCookie, { title: "Renew my visa", description: "Before March", urgency: "normal" });
    expect(task.statusCode, task.body).toBe(201);
    await ctx.db.insert(paymentRequests).values({ userId: dora.id, amount: 12000, currency: "EUR", description: "Translation", dueAt: ctx.clock.now() });
    const res = await call("GET", `/api/inbox/context/${dora.id}`, adminCookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: dora.id,
      email: dora.email,
      language: "en",
      balance: 0,
      openTaskCount: 1,
      openTasks: [{ title: "Renew my visa", status: "pending" }],
      owed: [{ amount: 12000, currency: "EUR" }],
      openRequests: 1,
      recentPayments: [],
      nextAppointment: null,
    });
  });

  it("answers 404 for an unknown id and for an administrator's", async () => {
    expect((await call("GET", "/api/inbox/context/nobody", adminCookie)).statusCode).toBe(404);
    expect((await call("GET", `/api/inbox/context/${admin.id}`, adminCookie)).statusCode).toBe(404);
  });
});

describe("POST /api/inbox/conversations/:clientId/handled", () => {
  it("takes the conversation off the list without a reply; a second time is 409", async () => {
    const erin = await createMember(ctx);
    const m = await memberMessage(await cookieOf(erin), "Thanks, all sorted!");
    const res = await call("POST", `/api/inbox/conversations/${erin.id}/handled`, adminCookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ answered: 1 });
    expect((await list()).items.map((i) => i.id)).not.toContain(m.id);
    expect((await call("POST", `/api/inbox/conversations/${erin.id}/handled`, adminCookie)).statusCode).toBe(409);
  });
});

describe("access", () => {
  it("answers 401 signed out and 403 to members, whoever's id it names", async () => {
    const routes: ["GET" | "POST", string][] = [
      ["GET", "/api/inbox"],
      ["GET", `/api/inbox/context/${alice.id}`],
      ["GET", `/api/inbox/context/${bob.id}`],
      ["POST", `/api/inbox/conversations/${alice.id}/handled`],
    ];
    for (const [method, url] of routes) {
      expect((await call(method, url)).statusCode, `${method} ${url}`).toBe(401);
      for (const cookie of [aliceCookie, bobCookie]) expect((await call(method, url, cookie)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
