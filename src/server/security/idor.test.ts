import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { contactSubmissions, documents, messages, notifications, payments, paymentRequests, tasks } from "../db/schema";
import { setupTestApp, uniqueEmail } from "../test/app";
import { createAdmin, createMember, signedInAs, type TestUser } from "../test/factories";
import { openCheckout, orderOf, payTestSession, tempStore } from "../test/payments";
import { routeSamples } from "../test/route-samples";
import { apiAs } from "../test/tasks";
import { zonedInstant } from "../../core/appointments/zone";
import { figures } from "./report";
import { callRoute, liveRouteCases, type RouteCase } from "./route-cases";

/**
 * IDOR: every route of the live table with an object id in its path, called with member
 * A's real ids by member B (404, byte for byte the answer to an id that does not exist; on
 * an operator's route 403) and anonymously (401); ids that are not UUIDs answer 404, never
 * 500. Routes whose id is itself the secret (a checkout session, a delivery link) are
 * capability routes: there the other member holds nothing A's id would not give anyone,
 * so only unknown and malformed ids are checked.
 */
const f = figures("IDOR");
afterAll(f.print);

const { store } = tempStore();
// The seller's details: without them no invoice is issued, and A's payment has one (below).
const ctx = await setupTestApp({ storage: store, env: { SELLER_ADDRESS: "1 Vitosha Blvd, Sofia", SELLER_EIK: "131468980" } });
const admin = await createAdmin(ctx);
const memberA = await createMember(ctx);
const memberB = await createMember(ctx);
const samples = routeSamples({ client: memberA, admin });

// Member A's objects: a task with a document, a message, a payment with its invoice, a payment request and its notification, a contact submission.
const a = await apiAs(ctx, memberA);
const operator = await apiAs(ctx, admin);
const task = await a.submit({ title: "Residence permit" }, true);
expect((await a.post("/api/messages", { content: "Hello", documentIds: [] })).statusCode).toBe(201);
expect((await operator.post("/api/payments", { clientId: memberA.id, amount: "20.00", description: "Cash", paymentType: "other" })).statusCode).toBe(201);
expect((await operator.post(`/api/clients/${memberA.id}/payment-requests`, { amount: "30.00", description: "Visa help" })).statusCode).toBe(201);
const contact = await ctx.app.inject({ method: "POST", url: "/api/contact", payload: { name: "Maria", email: memberA.email, service: "custom", message: "Help" } });
expect(contact.statusCode, contact.body).toBeLessThan(300);
const first = async <T>(rows: Promise<T[]>) => (await rows)[0]!;
const ids = {
  task: task.id as string,
  document: (await first(ctx.db.select({ id: documents.id }).from(documents).where(eq(documents.userId, memberA.id)))).id,
  message: (await first(ctx.db.select({ id: messages.id }).from(messages).where(eq(messages.userId, memberA.id)))).id,
  payment: (await first(ctx.db.select({ id: payments.id }).from(payments).where(eq(payments.userId, memberA.id)))).id,
  paymentRequest: (await first(ctx.db.select({ id: paymentRequests.id }).from(paymentRequests).where(eq(paymentRequests.userId, memberA.id)))).id,
  notification: (await first(ctx.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, memberA.id)).orderBy(desc(notifications.createdAt)))).id,
  contact: (await first(ctx.db.select({ id: contactSubmissions.id }).from(contactSubmissions).where(eq(contactSubmissions.email, memberA.email)))).id,
  client: memberA.id,
};
// A's payment has its invoice, so the invoice's PDF is one of A's objects too.
expect((await a.post(`/api/payments/${ids.payment}/invoice`, { companyName: "A Ltd", address: "Sofia", eik: "121795649" })).statusCode).toBe(201);
const session = await openCheckout(ctx, { items: [{ kind: "hourly", quantity: 1 }], customer: { email: uniqueEmail("idor") } });
// A's paid storefront order (the Orders inbox): bought signed in, so it is A's.
const orderSession = await openCheckout(ctx, { items: [{ kind: "hourly", quantity: 1 }], customer: { email: memberA.email, notes: "Help" } }, await signedInAs(ctx, memberA));
expect((await payTestSession(ctx, orderSession)).statusCode).toBeLessThan(300);
const orderId = (await orderOf(ctx, orderSession))!.id;
// A's card payment, refunded in part by the operator: the refund (and its credit note) is A's too.
const cardPayment = (await first(ctx.db.select({ id: payments.id }).from(payments).where(eq(payments.orderId, orderId)))).id;
expect((await a.post(`/api/payments/${cardPayment}/invoice`, { companyName: "A Ltd", address: "Sofia", eik: "121795649" })).statusCode).toBe(201);
const refunded = await operator.post(`/api/payments/${cardPayment}/refunds`, { amount: "1.00", reason: "Part of the visit", requestKey: "idor-refund" });
expect(refunded.statusCode, refunded.body).toBe(201);
const refundId = refunded.json().refund.id as string;
// A's appointment, booked on prepaid hours the operator recorded (A may cancel or move it).
expect((await operator.post("/api/payments", { clientId: memberA.id, amount: "20.00", description: "1 hour", paymentType: "prepaid_hours", hours: 1 })).statusCode).toBe(201);
const booked = await a.post("/api/appointments", {
  service: "phone_call",
  durationMinutes: 30,
  start: zonedInstant("2026-11-25", 10 * 60).toISOString(),
  place: "phone",
  name: "Maria",
  email: memberA.email,
  phone: "+359 88 123 4567",
  purpose: "A call",
  payWith: "prepaid",
  language: "en",
});
expect(booked.statusCode, booked.body).toBe(200);
const appointmentId = booked.json().appointment.id as string;

// A draft newsletter issue: the operator's own (no member owns one; the operator's routes still refuse B).
const drafted = await operator.post("/api/newsletter/issues", { subjectEn: "News", bodyEn: "Hello.", subjectBg: "", bodyBg: "" });
expect(drafted.statusCode, drafted.body).toBe(201);
const issueId = drafted.json().id as string;

/**
 * A's id for each id route (by its declared path); "capability": the id is the secret
 * itself; `undefined` for a route nobody listed, which fails the test.
 */
const A_ID: Record<string, string | "capability"> = {
  "/api/tasks/:id": ids.task,
  "/api/tasks/:id/documents": ids.task,
  "/api/tasks/:id/bill": ids.task,
  "/api/documents/:id": ids.document,
  "/api/documents/:id/download": ids.document,
  "/api/documents/:id/access-log": ids.document,
  "/api/messages/:id": ids.message,
  "/api/messages/:id/reply": ids.message,
  "/api/messages/conversations/:clientId": ids.client,
  "/api/payments/:id": ids.payment,
  "/api/payments/:id/resend-receipt": ids.payment,
  "/api/payments/:id/receipt.pdf": ids.payment,
  "/api/payments/:id/invoice": ids.payment,
  "/api/payments/:id/invoice.pdf": ids.payment,
  "/api/payments/:id/refunds": cardPayment,
  "/api/refunds/:id/credit-note.pdf": refundId,
  "/api/payment-requests/:id/checkout": ids.paymentRequest,
  "/api/payment-requests/:id/cancel": ids.paymentRequest,
  "/api/payment-requests/:id/remind": ids.paymentRequest,
  "/api/notifications/:id/read": ids.notification,
  "/api/clients/:id": ids.client,
  "/api/clients/:id/ledger": ids.client,
  "/api/clients/:id/deduct-hours": ids.client,
  "/api/clients/:id/invite": ids.client,
  "/api/clients/:id/undeliverable": ids.client,
  "/api/clients/:id/payment-requests": ids.client,
  "/api/inbox/context/:clientId": ids.client,
  "/api/inbox/conversations/:clientId/handled": ids.client,
  "/api/orders/:id": orderId,
  "/api/orders/:id/link-client": orderId,
  "/api/orders/:id/convert-to-task": orderId,
  "/api/contact/submissions/:id": ids.contact,
  "/api/contact/submissions/:id/replies": ids.contact,
  "/api/contact/submissions/:id/convert-to-client": ids.contact,
  "/api/contact/submissions/:id/convert-to-task": ids.contact,
  // Translation requests are bought anonymously: no member owns one; the operator's routes still refuse B.
  "/api/translation/requests/:id": randomUUID(),
  "/api/translation/requests/:id/document": randomUUID(),
  "/api/translation/requests/:id/summary": randomUUID(),
  // Newsletter subscribers are visitors' addresses: no member owns one; the operator's route still refuses B.
  "/api/newsletter/subscribers/:id": randomUUID(),
  "/api/newsletter/issues/:id": issueId,
  "/api/newsletter/issues/:id/preview": issueId,
  "/api/newsletter/issues/:id/test": issueId,
  "/api/newsletter/issues/:id/send": issueId,
  // Canned replies are the operators' shared texts: no member owns one; the operator's route still refuses B.
  "/api/canned-replies/:id": randomUUID(),
  "/api/checkout/sessions/:sessionId": "capability",
  "/api/test-gateway/sessions/:id": "capability",
  "/api/test-gateway/sessions/:id/pay": "capability",
  "/api/test-gateway/sessions/:id/cancel": "capability",
  "/api/translation/deliveries/:token": "capability",
  "/api/pay/:token": "capability",
  "/api/pay/:token/checkout": "capability",
  // An appointment's cancel link: the token is the secret, only its hash is stored.
  "/api/appointments/cancel/:token": "capability",
  "/api/appointments/:id/cancel": appointmentId,
  // A held booking's pay link: the token is the secret, only its hash is stored.
  "/api/appointments/pay/:token": "capability",
  // The same token moves it to another time; A may move their own from the dashboard.
  "/api/appointments/reschedule/:token": "capability",
  "/api/appointments/:id/reschedule": appointmentId,
  // The operator's calendar: appointments are the operator's to change; the routes still refuse B.
  "/api/calendar/:id/move": randomUUID(),
  "/api/calendar/:id/cancel": randomUUID(),
  "/api/calendar/:id/done": randomUUID(),
  // The private feed: its token is the secret, only its hash is stored.
  "/calendar/:file": "capability",
  "/dev/mailbox/:id": "capability",
  "/dev/mailbox/:id/attachments/:n": "capability",
  "/api/auth/reset-password/:token": "capability",
  "/api/auth/callback/:id": "capability",
};

/** Ids that are not UUIDs. */
const ODD_IDS = ["1", "../x", "%00", "x".repeat(300), "' OR 1=1--", "00000000-0000-0000-0000-00000000000g", "{}", "null", "-1", "1e9", " ", "ÿ"];
const PARAM = /:[A-Za-z]+/;
const withId = (c: RouteCase, id: string) => c.route.replace(PARAM, encodeURIComponent(id));
const cookieOf = async (user: TestUser) => (await signedInAs(ctx, user)).cookie;
const origin = ctx.config.publicUrl;

describe("IDOR", () => {
  it("member A's ids: another member gets the unknown id's 404 byte for byte (403 on an operator's route), anonymous gets 401", async () => {
    const { cases } = liveRouteCases(ctx.app, samples);
    // Better Auth's own parameter routes redirect (reset link, OAuth return): checked as capabilities below.
    const idRoutes = cases.filter((c) => PARAM.test(c.route) && c.source === "fastify");
    const unlisted = idRoutes.filter((c) => A_ID[c.route] === undefined).map((c) => c.key);
    const owned = idRoutes.filter((c) => A_ID[c.route] !== "capability" && A_ID[c.route] !== undefined);

    const leaks: string[] = [];
    let calls = 0;
    for (const c of owned) {
      const id = A_ID[c.route]!;
      const asB = await callRoute(ctx.app, c, { url: withId(c, id), cookie: await cookieOf(memberB), origin });
      const unknown = await callRoute(ctx.app, c, { url: withId(c, randomUUID()), cookie: await cookieOf(memberB), origin });
      // The same id in capitals: PostgreSQL reads it as the same UUID.
      const upper = await callRoute(ctx.app, c, { url: withId(c, id.toUpperCase()), cookie: await cookieOf(memberB), origin });
      const anon = await callRoute(ctx.app, c, { url: withId(c, id), origin });
      calls += 4;
      for (const res of [asB, upper]) {
        if (c.access === "admin") {
          if (res.statusCode !== 403) leaks.push(`${c.key} B → ${res.statusCode}`);
        } else if (res.statusCode !== 404 || res.body !== unknown.body || unknown.statusCode !== 404) {
          leaks.push(`${c.key} B → ${res.statusCode} ${res.body.slice(0, 80)} / unknown → ${unknown.statusCode} ${unknown.body.slice(0, 80)}`);
        }
      }
      if (anon.statusCode !== 401) leaks.push(`${c.key} anonymous → ${anon.statusCode}`);
    }

    // The ids are real: A (or the operator, on the operator's routes) reaches each object. Reads only, so nothing changes.
    const reads = owned.filter((c) => c.method === "GET" && !c.route.includes("/api/translation/"));
    const reached: string[] = [];
    for (const c of reads) {
      const res = await callRoute(ctx.app, c, { url: withId(c, A_ID[c.route]!), cookie: await cookieOf(c.access === "admin" ? admin : memberA), origin });
      if (res.statusCode === 200) reached.push(c.key);
    }

    const ownedRoutes = new Set(owned.map((c) => c.route)).size;
    f.add({ check: "routes with an object id (Fastify)", figure: `${idRoutes.length} (${owned.length} owned, ${idRoutes.length - owned.length} capability)`, target: "all listed", ok: unlisted.length === 0 });
    f.add({ check: "id routes nobody listed", figure: unlisted.length, target: "0", ok: unlisted.length === 0 });
    f.add({ check: "calls with A's ids as B (as is, in capitals), unknown id, anonymous", figure: calls, target: `${owned.length * 4}`, ok: calls === owned.length * 4 });
    f.add({ check: "B or anonymous not answered 404 / 403 / 401 (or body ≠ unknown id's)", figure: leaks.length, target: "0", ok: leaks.length === 0 });
    f.add({ check: "A's ids reach A's objects (GET, control)", figure: `${reached.length}/${reads.length}`, target: "all", ok: reached.length === reads.length });
    expect(unlisted).toEqual([]);
    expect(ownedRoutes).toBeGreaterThan(15);
    expect(leaks).toEqual([]);
    expect(reached).toEqual(reads.map((c) => c.key));
  });

  it("ids that are not UUIDs (or unknown) answer 404 on every id route, never 400 or 500", async () => {
    const { cases } = liveRouteCases(ctx.app, samples);
    const idRoutes = cases.filter((c) => PARAM.test(c.route) && A_ID[c.route] !== undefined && !c.route.startsWith("/api/auth/"));
    const bad: string[] = [];
    let calls = 0;
    for (const c of idRoutes) {
      const user = c.access === "admin" ? admin : c.access === "member" ? memberA : undefined;
      for (const id of [...ODD_IDS, randomUUID()]) {
        const res = await callRoute(ctx.app, c, { url: withId(c, id), cookie: user ? await cookieOf(user) : undefined, origin, session });
        calls += 1;
        if (res.statusCode !== 404) bad.push(`${c.key} ${JSON.stringify(id.slice(0, 20))} → ${res.statusCode}`);
      }
    }
    // A raw NUL is invalid text anywhere in a request (http/invalid-text.ts): 400 invalid_text, still never 500.
    let nul = 0;
    for (const c of idRoutes) {
      const user = c.access === "admin" ? admin : c.access === "member" ? memberA : undefined;
      const res = await callRoute(ctx.app, c, { url: c.route.replace(PARAM, "%00"), cookie: user ? await cookieOf(user) : undefined, origin });
      if (res.statusCode === 400 && (c.method === "HEAD" || res.json().error?.code === "invalid_text")) nul += 1;
      else bad.push(`${c.key} raw NUL → ${res.statusCode}`);
    }
    f.add({ check: "odd and unknown ids sent (owner / operator / anonymous)", figure: calls, target: "≥ 300", ok: calls >= 300 });
    f.add({ check: "odd or unknown ids not answered 404", figure: bad.length, target: "0", ok: bad.length === 0 });
    f.add({ check: "raw NUL id → 400 invalid_text", figure: `${nul}/${idRoutes.length}`, target: "all", ok: nul === idRoutes.length });
    expect(calls).toBeGreaterThanOrEqual(300);
    expect(bad).toEqual([]);
  });

  it("A's objects are untouched by B's attempts", async () => {
    const [row] = await ctx.db.select({ userId: tasks.userId, status: tasks.status }).from(tasks).where(eq(tasks.id, ids.task));
    const [req] = await ctx.db.select({ status: paymentRequests.status }).from(paymentRequests).where(eq(paymentRequests.id, ids.paymentRequest));
    const [note] = await ctx.db.select({ readAt: notifications.readAt }).from(notifications).where(eq(notifications.id, ids.notification));
    const replies = await ctx.db.select({ id: messages.id }).from(messages).where(eq(messages.userId, memberB.id));
    const untouched = row?.userId === memberA.id && req?.status === "open" && note?.readAt === null && replies.length === 0;
    f.add({ check: "A's task, payment request, notification unchanged; no message on B's side", figure: untouched ? "yes" : "no", target: "yes", ok: untouched });
    expect(untouched).toBe(true);
  });
});
