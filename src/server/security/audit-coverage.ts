import { and, count, desc, eq } from "drizzle-orm";
import { account, auditLog, contactSubmissions, newsletterSubscribers, orders, payments, session, suppressedAddresses, translationRequests } from "../db/schema";
import { type TestContext, uniqueEmail } from "../test/app";
import { hashPassword } from "../auth/password-hash";
import { uniqueIp } from "../test/browser";
import { createMember, signedInAs, type TestUser } from "../test/factories";
import { openCheckout, paidTranslation, payTestSession } from "../test/payments";
import type { RouteSample } from "../test/route-samples";
import { apiAs, creditHours } from "../test/tasks";
import { callRoute, liveRouteCases, type RouteCase } from "./route-cases";
import { zonedInstant } from "../../core/appointments/zone";
import { insertAppointment } from "../features/appointments/store";

/*
 * Audit coverage: every privileged route — declared `admin`, and either mutating,
 * exporting or handing over a customer's file — called successfully by the operator must leave
 * an audit row. The routes come from the live table (Fastify's and Better Auth's), so a new admin
 * route is held to it at once. The shared samples aim at ids that name nothing (a 404 proves
 * access, not the audit): here each route that needs one gets a real, fresh target.
 */

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/**
 * Admin POSTs that change nothing of the business or of anyone else: Better Auth's session list,
 * the operator's own 2FA reminder put off for a week, and the test message doctor sends them.
 */
const READ_ONLY = new Set(["POST /api/auth/admin/list-user-sessions", "POST /api/account/two-factor-reminder/snooze", "POST /api/health/test-mail"]);
/** Exports of totals by month, in which no person appears: nothing personal leaves with them. */
const NO_PERSONAL_DATA = new Set(["GET /api/reports/export.csv"]);

/** Admin reads that hand the operator a customer's own file: taking it is an act the log must show. */
const CUSTOMER_FILES = new Set(["GET /api/translation/requests/:id/document", "GET /api/translation/requests/:id/summary"]);

export function isPrivileged(c: RouteCase): boolean {
  if (c.access !== "admin" || READ_ONLY.has(c.key) || NO_PERSONAL_DATA.has(c.key)) return false;
  return MUTATING.has(c.method) || (c.method === "GET" && (/export/i.test(c.route) || CUSTOMER_FILES.has(c.key)));
}

type Target = { path?: string; body?: RouteCase["body"] };
const json = (value: object): RouteCase["body"] => ({ kind: "json", value });

/** Fresh targets for the routes whose sample names nothing (or can succeed only once). */
function targets(ctx: TestContext, admin: TestUser): Record<string, () => Promise<Target>> {
  const operator = () => apiAs(ctx, admin);
  const member = async () => apiAs(ctx, await createMember(ctx));
  const submission = async () => {
    const email = uniqueEmail("audit-contact");
    await ctx.app.inject({
      method: "POST",
      url: "/api/contact",
      remoteAddress: uniqueIp(),
      headers: { origin: ctx.config.publicUrl },
      payload: { name: "Maria", email, service: "custom", message: "Hello" },
    });
    const [row] = await ctx.db.select({ id: contactSubmissions.id }).from(contactSubmissions).where(eq(contactSubmissions.email, email));
    return row!.id;
  };
  const translationRequest = async () => {
    const email = uniqueEmail("audit-translate");
    await paidTranslation(ctx, { email });
    const [row] = await ctx.db.select({ id: translationRequests.id }).from(translationRequests).where(eq(translationRequests.email, email));
    return row!.id;
  };
  /** A draft newsletter issue, with one confirmed subscriber to send it to. */
  const issue = async () => {
    await ctx.db.insert(newsletterSubscribers).values({ email: uniqueEmail("audit-issue"), unsubscribeTokenHash: uniqueEmail("hash"), status: "confirmed" });
    const res = await (await operator()).post("/api/newsletter/issues", { subjectEn: "Audit", bodyEn: "Hello.", subjectBg: "", bodyBg: "" });
    if (res.statusCode !== 201) throw new Error(`creating an issue answered ${res.statusCode}: ${res.body}`);
    return res.json().id as string;
  };
  let sellers = 0;
  /** A confirmed appointment (paid by card) on a Monday of its own hour, for the calendar's routes. */
  let hour = 9;
  const appointment = async () => {
    const start = zonedInstant("2026-12-14", hour++ * 60);
    const end = new Date(start.getTime() + 30 * 60_000);
    const row = await insertAppointment(ctx.db, {
      status: "confirmed",
      service: "phone_call",
      durationMinutes: 30,
      startsAt: start,
      endsAt: end,
      blockedUntil: end,
      place: "phone",
      name: "Maria",
      email: uniqueEmail("audit-appointment"),
      phone: "+359 88 123 4567",
      purpose: "Audit",
      paidWith: "card",
      price: 2000,
      currency: "BGN",
    });
    return row.id;
  };
  /** A paid storefront order: a visitor's, or a member's (it has its client, so it can become a task). */
  const order = async (by?: TestUser) => {
    const email = by?.email ?? uniqueEmail("audit-order");
    const headers = by ? await signedInAs(ctx, by) : {};
    await payTestSession(ctx, await openCheckout(ctx, { items: [{ kind: "hourly", quantity: 1 }], customer: { email, notes: "Help" } }, headers));
    const [row] = await ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.customerEmail, email));
    return row!.id;
  };
  const payment = async () => {
    const m = await member();
    const res = await (await operator()).post("/api/payments", { clientId: m.user.id, amount: "20.00", description: "Cash", paymentType: "other" });
    return res.json().payment.id as string;
  };
  return {
    "PATCH /api/tasks/:id": async () => ({ path: `/api/tasks/${(await (await member()).submit({ title: "Visa" })).id}` }),
    // A task with unpaid time to bill (the request's creation is the audited change).
    "POST /api/tasks/:id/bill": async () => {
      const task = await (await member()).submit({ title: "Visa" });
      await (await operator()).patch(`/api/tasks/${task.id}`, { status: "in_progress", hoursSpent: 1, drawFromBalance: false });
      return { path: `/api/tasks/${task.id}/bill`, body: json({ amount: "20.00", description: "Unpaid time" }) };
    },
    "DELETE /api/documents/:id": async () => {
      const op = await operator();
      const m = await member();
      const staged = await op.stage("lease.pdf");
      await op.post("/api/documents", { title: "Lease", clientId: m.user.id, notes: "", documentId: staged });
      return { path: `/api/documents/${staged}` };
    },
    "POST /api/documents": async () => {
      const m = await member();
      return { body: json({ title: "Contract", clientId: m.user.id, notes: "x", documentId: await (await operator()).stage("contract.pdf") }) };
    },
    // A fresh client: an edit that changes nothing (the route × role loop sent the same values) writes nothing.
    "PATCH /api/clients/:id": async () => ({ path: `/api/clients/${(await createMember(ctx)).id}` }),
    "POST /api/clients/:id/deduct-hours": async () => {
      const m = await createMember(ctx);
      await creditHours(ctx, m.id, 2);
      return { path: `/api/clients/${m.id}/deduct-hours` };
    },
    "POST /api/clients": async () => ({ body: json({ email: uniqueEmail("audit-client"), fullName: "Maria", language: "en" }) }),
    // A client whose invitation is still waiting.
    "POST /api/clients/:id/invite": async () => {
      const res = await (await operator()).post("/api/clients", { email: uniqueEmail("audit-invite"), fullName: "Maria", language: "bg" });
      return { path: `/api/clients/${res.json().client.id}/invite` };
    },
    // A client whose address bounced hard.
    "DELETE /api/clients/:id/undeliverable": async () => {
      const m = await createMember(ctx);
      await ctx.db.insert(suppressedAddresses).values({ address: m.email.toLowerCase(), reason: "550 5.1.1 User unknown", bounceKey: "audit", createdAt: ctx.clock.now() });
      return { path: `/api/clients/${m.id}/undeliverable` };
    },
    "POST /api/payments/:id/resend-receipt": async () => ({ path: `/api/payments/${await payment()}/resend-receipt` }),
    "POST /api/payments/:id/refunds": async () => {
      // A card payment (the TEST MODE checkout): only those can be refunded.
      const [paid] = await ctx.db.select({ id: payments.id }).from(payments).where(eq(payments.orderId, await order()));
      return { path: `/api/payments/${paid!.id}/refunds` };
    },
    "POST /api/payment-requests/:id/cancel": async () => {
      const m = await member();
      const res = await (await operator()).post(`/api/clients/${m.user.id}/payment-requests`, { amount: "20.00", description: "Visa help" });
      return { path: `/api/payment-requests/${res.json().id}/cancel` };
    },
    "POST /api/payment-requests/:id/remind": async () => {
      const m = await member();
      const res = await (await operator()).post(`/api/clients/${m.user.id}/payment-requests`, { amount: "20.00", description: "Visa help" });
      return { path: `/api/payment-requests/${res.json().id}/remind` };
    },
    "POST /api/contact/submissions/:id/replies": async () => ({ path: `/api/contact/submissions/${await submission()}/replies` }),
    "PATCH /api/contact/submissions/:id": async () => ({ path: `/api/contact/submissions/${await submission()}` }),
    "POST /api/contact/submissions/:id/convert-to-client": async () => ({ path: `/api/contact/submissions/${await submission()}/convert-to-client` }),
    "POST /api/contact/submissions/:id/convert-to-task": async () => ({ path: `/api/contact/submissions/${await submission()}/convert-to-task` }),
    "DELETE /api/canned-replies/:id": async () => {
      const res = await (await operator()).post("/api/canned-replies", { title: "Audit", textEn: "Hello {name}" });
      return { path: `/api/canned-replies/${res.json().reply.id}` };
    },
    "DELETE /api/newsletter/subscribers/:id": async () => {
      const [row] = await ctx.db
        .insert(newsletterSubscribers)
        .values({ email: uniqueEmail("audit-news"), unsubscribeTokenHash: uniqueEmail("hash") })
        .returning({ id: newsletterSubscribers.id });
      return { path: `/api/newsletter/subscribers/${row!.id}` };
    },
    // A draft issue of its own for each (a sent one refuses a change; the samples' id names none).
    "PUT /api/newsletter/issues/:id": async () => ({ path: `/api/newsletter/issues/${await issue()}` }),
    "POST /api/newsletter/issues/:id/test": async () => ({ path: `/api/newsletter/issues/${await issue()}/test` }),
    "POST /api/newsletter/issues/:id/send": async () => ({ path: `/api/newsletter/issues/${await issue()}/send` }),
    // A change (the route × role loop may have saved the sample's settings already; an unchanged save is no change).
    "PUT /api/business/settings": async () => ({
      body: json({ sellerName: `Concierge Audit ${++sellers}`, sellerAddress: "1 Vitosha Blvd, 1000 Sofia", sellerEik: "131468980", vatRegistered: false, sellerVat: "", operatorEmail: "operator@concierge.localhost" }),
    }),
    "PATCH /api/orders/:id": async () => ({ path: `/api/orders/${await order()}` }),
    // A fresh client and an hour of its own (the route × role loop may have made one at the sample's).
    "POST /api/calendar": async () => ({
      body: json({ clientId: (await createMember(ctx)).id, service: "phone_call", durationMinutes: 30, start: zonedInstant("2026-12-21", hour++ * 60).toISOString(), place: "phone", phone: "+359 88 123 4567", purpose: "Audit", payWith: "unpaid" }),
    }),
    "POST /api/calendar/:id/move": async () => ({ path: `/api/calendar/${await appointment()}/move`, body: json({ start: zonedInstant("2026-12-15", 9 * 60).toISOString() }) }),
    "POST /api/calendar/:id/cancel": async () => ({ path: `/api/calendar/${await appointment()}/cancel` }),
    "POST /api/calendar/:id/done": async () => ({ path: `/api/calendar/${await appointment()}/done`, body: json({ hoursSpent: 1, confirmFuture: true }) }),
    "POST /api/orders/:id/link-client": async () => ({ path: `/api/orders/${await order()}/link-client` }),
    "POST /api/orders/:id/convert-to-task": async () => ({ path: `/api/orders/${await order(await createMember(ctx))}/convert-to-task` }),
    "PATCH /api/translation/requests/:id": async () => ({ path: `/api/translation/requests/${await translationRequest()}` }),
    "GET /api/translation/requests/:id/document": async () => ({ path: `/api/translation/requests/${await translationRequest()}/document` }),
    // A request whose summary was delivered (the delivery is audited too: count from after it).
    "GET /api/translation/requests/:id/summary": async () => {
      const id = await translationRequest();
      const delivered = await (await operator()).upload(`/api/translation/requests/${id}/summary`, Buffer.from("English summary\n"), "summary.txt");
      if (delivered.statusCode !== 201) throw new Error(`delivering the summary answered ${delivered.statusCode}: ${delivered.body}`);
      return { path: `/api/translation/requests/${id}/summary` };
    },
    "POST /api/translation/requests/:id/summary": async () => ({ path: `/api/translation/requests/${await translationRequest()}/summary` }),
    // The operator's own sign-in address, confirmed with their password (set here: the route
    // matrix before may have changed it through the change-password sample).
    "POST /api/account/email": async () => {
      const password = "Audit-Email-Password-2026";
      await ctx.db
        .update(account)
        .set({ password: await hashPassword(password) })
        .where(and(eq(account.userId, admin.id), eq(account.providerId, "credential")));
      return { body: json({ email: uniqueEmail("audit-operator"), password }) };
    },
    "POST /api/inbox/conversations/:clientId/handled": async () => {
      const client = await createMember(ctx);
      const sent = await (await apiAs(ctx, client)).post("/api/messages", { content: "Is my visa ready?" });
      if (sent.statusCode !== 201) throw new Error(`the client's message was not sent: ${sent.statusCode} ${sent.body}`);
      return { path: `/api/inbox/conversations/${client.id}/handled` };
    },
    "POST /api/auth/admin/create-user": async () => ({ body: json({ email: uniqueEmail("audit-admin"), password: "A-Long-Password-2026", name: "Second", role: "admin" }) }),
    "POST /api/auth/admin/set-role": async () => ({ body: json({ userId: (await createMember(ctx)).id, role: "admin" }) }),
    "POST /api/auth/admin/revoke-user-session": async () => {
      const m = await createMember(ctx);
      await signedInAs(ctx, m);
      const [s] = await ctx.db.select({ token: session.token }).from(session).where(eq(session.userId, m.id)).orderBy(desc(session.createdAt)).limit(1);
      return { body: json({ sessionToken: s!.token }) };
    },
  };
}

export type AuditCoverage = {
  /** Privileged routes of the live app. */
  total: number;
  /** …answered 2xx to the operator. */
  called: number;
  /** …of which wrote at least one audit row. */
  withRow: number;
  /** Privileged routes that succeeded and wrote nothing. */
  missing: string[];
  /** Privileged routes that did not succeed (no proof either way). */
  failed: string[];
};

/** Calls every privileged route once as the operator and counts the audit rows each leaves. */
export async function auditCoverage(ctx: TestContext, opts: { admin: TestUser; samples: Record<string, RouteSample[]> }): Promise<AuditCoverage> {
  const cases = liveRouteCases(ctx.app, opts.samples).cases.filter(isPrivileged);
  const prepare = targets(ctx, opts.admin);
  const rows = async () => (await ctx.db.select({ n: count() }).from(auditLog))[0]!.n;
  const result: AuditCoverage = { total: cases.length, called: 0, withRow: 0, missing: [], failed: [] };
  for (const c of cases) {
    const target = (await prepare[c.key]?.()) ?? {};
    const cookie = (await signedInAs(ctx, opts.admin)).cookie;
    const before = await rows();
    const res = await callRoute(ctx.app, c, { cookie, origin: ctx.config.publicUrl, url: target.path, body: target.body });
    if (res.statusCode >= 300) {
      result.failed.push(`${c.key} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      continue;
    }
    result.called += 1;
    if ((await rows()) > before) result.withRow += 1;
    else result.missing.push(c.key);
  }
  return result;
}
