import { afterAll, describe, expect, it } from "vitest";
import { PRODUCTION_ENV, setupTestApp } from "../test/app";
import { createMember, signedInAs, type TestUser } from "../test/factories";
import { openCheckout, } from "../test/payments";
import { apiAs, creditHours } from "../test/tasks";
import { zonedInstant } from "../../core/appointments/zone";
import { SOME_ID } from "../test/route-samples";
import { auditCoverage } from "./audit-coverage";
import { figures } from "./report";
import { callRoute, liveRouteCases, type RouteCase, sweepApp } from "./route-cases";

/**
 * Route × role: every route of the live app (Fastify's table and Better Auth's endpoints)
 * called as anonymous, member A, member B and the operator, each answer held to the
 * route's declared access. A cell is classified when the answer is what the policy says:
 * a refused caller gets exactly 401 (not signed in), 403 (a member on an operator's route)
 * or 404 (a disabled endpoint); an allowed caller gets any answer below 500 that does not
 * ignore its session (no 401). Anything else (a 2xx where refusal was due, a 5xx, a 401 to
 * a signed-in caller) is unclassified and fails.
 */
const f = figures("Route × role");
afterAll(f.print);

const { store, ctx, admin, samples } = await sweepApp();
const memberA = await createMember(ctx);
const memberB = await createMember(ctx);
// The same app where mail goes out by SMTP: no dev mailbox there.
const smtp = await setupTestApp({ storage: store, env: { SMTP_URL: "smtp://mail.example:587" } });
// The same app as production and development run it: no test-only session route there.
const production = await setupTestApp({ storage: store, env: PRODUCTION_ENV });
const development = await setupTestApp({ storage: store, env: { NODE_ENV: "development" } });

type Role = "anonymous" | "member A" | "member B" | "admin";
const ROLES: [Role, TestUser | undefined][] = [
  ["anonymous", undefined],
  ["member A", memberA],
  ["member B", memberB],
  ["admin", admin],
];

type Expected = "allowed" | 401 | 403 | 404;
function expected(access: RouteCase["access"], role: Role): Expected | undefined {
  if (access === "off") return 404;
  if (access === "public") return "allowed";
  if (access === "member") return role === "anonymous" ? 401 : "allowed";
  if (access === "admin") return role === "anonymous" ? 401 : role === "admin" ? "allowed" : 403;
  return undefined;
}

function classified(want: Expected, role: Role, status: number): boolean {
  if (want !== "allowed") return status === want;
  return status < 500 && (role === "anonymous" || status !== 401);
}

describe("route × role", () => {
  it("every route of the live app answers each role as its declared access says", async () => {
    const { cases, staleAuthListings } = liveRouteCases(ctx.app, samples);
    const fastify = cases.filter((c) => c.source === "fastify").length;
    const betterAuth = cases.length - fastify;
    const session = await openCheckout(ctx, { items: [{ kind: "hourly", quantity: 1 }], customer: { email: memberA.email } });

    const unclassifiedRoutes = new Set<string>();
    const unclassifiedCells: string[] = [];
    const unexpected2xx: string[] = [];
    let cells = 0;
    let classifiedCells = 0;
    for (const c of cases) {
      if (!c.access || c.missingSample) unclassifiedRoutes.add(`${c.key}${c.access ? " (no sample)" : " (no declared access)"}`);
      for (const [role, user] of ROLES) {
        cells += 1;
        const want = expected(c.access, role);
        // A fresh session per call: sign-out, revoke-sessions and the like end only their own.
        const cookie = user ? (await signedInAs(ctx, user)).cookie : undefined;
        const res = await callRoute(ctx.app, c, { cookie, origin: ctx.config.publicUrl, session });
        if (want !== undefined && !c.missingSample && classified(want, role, res.statusCode)) {
          classifiedCells += 1;
          continue;
        }
        unclassifiedCells.push(`${c.key} as ${role} → ${res.statusCode} (want ${want ?? "?"})`);
        if (want !== undefined && want !== "allowed" && res.statusCode < 300) unexpected2xx.push(`${c.key} as ${role} → ${res.statusCode}`);
      }
    }

    const percent = Math.floor((classifiedCells / cells) * 1000) / 10;
    f.add({ check: "routes (Fastify + Better Auth)", figure: `${cases.length} (${fastify} + ${betterAuth})`, target: "all live routes", ok: fastify > 50 && betterAuth > 30 });
    f.add({ check: "cells (routes × 4 roles)", figure: cells, target: `${cases.length * 4}`, ok: cells === cases.length * 4 });
    f.add({ check: "cells classified against the policy", figure: `${percent} %`, target: "100 %", ok: classifiedCells === cells });
    f.add({ check: "unclassified routes", figure: unclassifiedRoutes.size, target: "0", ok: unclassifiedRoutes.size === 0 });
    f.add({ check: "unexpected 2xx", figure: unexpected2xx.length, target: "0", ok: unexpected2xx.length === 0 });
    f.add({ check: "Better Auth listings with no live endpoint", figure: staleAuthListings.length, target: "0", ok: staleAuthListings.length === 0 });
    expect(fastify).toBeGreaterThan(50);
    expect(betterAuth).toBeGreaterThan(30);
    expect([...unclassifiedRoutes]).toEqual([]);
    expect(unclassifiedCells).toEqual([]);
    expect(unexpected2xx).toEqual([]);
    expect(staleAuthListings).toEqual([]);
  });

  // The routes of one entity whose rules go past the declared access (policies/appointment.ts): a real row, not an unknown id.
  it("member A's appointment: each role reaches it as the appointment policy says (A on the dashboard, the operator in the calendar, B nowhere)", async () => {
    await creditHours(ctx, memberA.id, 1);
    const day = "2026-11-26";
    const booked = await (await apiAs(ctx, memberA)).post("/api/appointments", {
      service: "phone_call", durationMinutes: 30, start: zonedInstant(day, 11 * 60).toISOString(), place: "phone",
      name: "Maria", email: memberA.email, phone: "+359 88 123 4567", purpose: "A call", payWith: "prepaid", language: "en",
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const id = booked.json().appointment.id as string;
    const seen = (body: string) => body.includes(id);
    const routes: [string, Record<Role, number | "seen" | "unseen">][] = [
      ["/api/appointments/mine", { anonymous: 401, "member A": "seen", "member B": "unseen", admin: "unseen" }],
      [`/api/appointments/${id}/reschedule`, { anonymous: 401, "member A": 200, "member B": 404, admin: 404 }],
      [`/api/calendar?from=${day}&days=1`, { anonymous: 401, "member A": 403, "member B": 403, admin: "seen" }],
    ];
    const wrong: string[] = [];
    for (const [url, want] of routes) {
      for (const [role, user] of ROLES) {
        const res = await ctx.app.inject({ method: "GET", url, headers: user ? (await signedInAs(ctx, user)) : {} });
        const got = typeof want[role] === "number" ? res.statusCode : res.statusCode === 200 ? (seen(res.body) ? "seen" : "unseen") : res.statusCode;
        if (got !== want[role]) wrong.push(`${url} as ${role} → ${got} (want ${want[role]})`);
      }
    }
    f.add({ check: "appointment policy cells (3 routes × 4 roles, a real appointment)", figure: 12 - wrong.length, target: "12", ok: wrong.length === 0 });
    expect(wrong).toEqual([]);
  });

  // The audit log's coverage of privileged routes (security/audit-coverage.ts).
  it("audit coverage: every privileged (admin) mutating, exporting or customer-file route writes an audit row when it succeeds", async () => {
    const audit = await auditCoverage(ctx, { admin, samples });
    f.add({ check: "audit coverage: privileged routes with a row", figure: `${audit.withRow}/${audit.called}`, target: "all", ok: audit.withRow === audit.called && audit.called > 0 });
    f.add({ check: "privileged routes called successfully", figure: `${audit.called}/${audit.total}`, target: "all", ok: audit.called === audit.total });
    expect(audit.missing).toEqual([]);
    expect(audit.failed).toEqual([]);
    expect(audit.total).toBeGreaterThan(25);
  });

  it("the dev mailbox exists only in development without SMTP: elsewhere its paths are a plain 404", async () => {
    const paths = ["/api/dev/mailbox", "/dev/mailbox", `/dev/mailbox/${SOME_ID}`];
    const statuses = await Promise.all(paths.map(async (url) => (await smtp.app.inject({ method: "GET", url })).statusCode));
    const hidden = statuses.filter((s) => s === 404).length;
    f.add({ check: "dev mailbox paths answering 404 with SMTP set", figure: `${hidden}/${paths.length}`, target: "all", ok: hidden === paths.length });
    expect(statuses).toEqual([404, 404, 404]);
    expect(smtp.app.routeTable().some((r) => r.url.includes("mailbox"))).toBe(false);
  });

  it("the test-only session route exists only under NODE_ENV=test: in production and development it is a plain 404", async () => {
    // Each with its own Origin, so the answer is the route's, not the Origin check's.
    const call = ({ app, config }: typeof ctx) =>
      app.inject({ method: "POST", url: "/api/test/session", headers: { origin: config.publicUrl }, payload: { email: "someone@example.com", password: "A-Long-Password-2026" } });
    const [prod, dev, test] = await Promise.all([call(production), call(development), call(ctx)]);
    const hidden = [prod, dev].filter((r) => r.statusCode === 404 && !r.headers["set-cookie"]).length;
    f.add({ check: "test session route answering 404 in production and development", figure: `${hidden}/2`, target: "all", ok: hidden === 2 });
    expect(prod.statusCode).toBe(404);
    expect(prod.headers["set-cookie"]).toBeUndefined();
    expect(dev.statusCode).toBe(404);
    expect(production.config.isProduction).toBe(true);
    expect(production.app.routeTable().some((r) => r.url === "/api/test/session")).toBe(false);
    expect(development.app.routeTable().some((r) => r.url === "/api/test/session")).toBe(false);
    // Under NODE_ENV=test it is there (and the route × role table above holds it to its declared access).
    expect(test.statusCode).toBe(200);
    expect(test.headers["set-cookie"]).toMatch(/^concierge\.session_token=.+; Max-Age=604800; Path=\/; HttpOnly; SameSite=Lax$/);
  });
});
