import { eq, inArray, like } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { profiles, user } from "../db/schema";
import { setupTestApp, uniqueEmail } from "../test/app";
import { createAdmin, createMember, signedInAs } from "../test/factories";
import { tempStore } from "../test/payments";
import { routeSamples } from "../test/route-samples";
import { figures } from "./report";
import { callRoute, liveRouteCases, type RouteCase } from "./route-cases";

/**
 * Escalation: every mutating route that takes JSON (ours and Better Auth's) called by a
 * member (an unverified one, so a granted emailVerified shows) with its sample plus keys
 * that would raise it — role, is_admin, isAdmin, user_metadata, banned, emailVerified,
 * another user's userId, `__proto__` (as raw JSON text: JSON.parse keeps it as a key) and
 * constructor.prototype. An attempt succeeds when afterwards the member's row is no longer
 * a plain unverified member, another user's row changed, the member reaches an operator's
 * route, or Object.prototype carries a key.
 */
const f = figures("Escalation");
afterAll(f.print);

const { store } = tempStore();
const ctx = await setupTestApp({ storage: store });
const admin = await createAdmin(ctx);
const attacker = await createMember(ctx, { verified: false });
const victim = await createMember(ctx);
// The operator's samples aim at the victim; the attacker sends them too.
const samples = routeSamples({ client: victim, admin });

const RAISE = { role: "admin", is_admin: true, isAdmin: true, admin: true };
const KEYS: Record<string, object | string> = {
  role: { role: "admin" },
  is_admin: { is_admin: true },
  isAdmin: { isAdmin: true },
  user_metadata: { user_metadata: RAISE, app_metadata: RAISE },
  banned: { banned: true, banReason: "x" },
  emailVerified: { emailVerified: true, email_verified: true },
  userId: { userId: victim.id, id: victim.id, user_id: victim.id },
  nested: { data: { ...RAISE, emailVerified: true }, user: RAISE },
  ["__proto__"]: `{"__proto__":${JSON.stringify(RAISE)}}`,
  constructor: { constructor: { prototype: RAISE }, prototype: RAISE },
};

/** The sample with the attack's keys added (raw JSON text for __proto__, which an object literal cannot carry as a key). */
function attack(c: RouteCase, keys: object | string): RouteCase["body"] {
  const base = c.body.kind === "json" ? { ...c.body.value } : {};
  // A fresh address where the sample signs someone up or adds a client, so each attempt creates.
  for (const k of ["email"] as const) if (typeof (base as Record<string, unknown>)[k] === "string") (base as Record<string, unknown>)[k] = uniqueEmail("esc");
  if (typeof keys === "string") {
    const rest = JSON.stringify(base).slice(1, -1);
    return { kind: "raw", text: `${keys.slice(0, -1)}${rest ? `,${rest}` : ""}}` };
  }
  return { kind: "json", value: { ...base, ...keys } };
}

const rowsOf = async () =>
  ctx.db
    .select({ id: user.id, email: user.email, name: user.name, role: user.role, banned: user.banned, emailVerified: user.emailVerified, fullName: profiles.fullName })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(inArray(user.id, [attacker.id, victim.id, admin.id]));

const polluted = () => Object.keys(Object.prototype).length > 0 || ({} as Record<string, unknown>).role !== undefined || ({} as Record<string, unknown>).isAdmin !== undefined;

describe("escalation", () => {
  it("role, is_admin, user_metadata, banned, emailVerified, userId, __proto__ and constructor keys on every mutating route: none succeeds", async () => {
    const { cases } = liveRouteCases(ctx.app, samples);
    // The test-only session route (/api/test/session) makes any user it is asked for, by design; it exists
    // only under NODE_ENV=test, and route-role.test.ts proves it absent in production and development.
    const mutating = cases.filter(
      (c) => ["POST", "PUT", "PATCH", "DELETE"].includes(c.method) && c.access !== "off" && !c.path.startsWith("/api/test/"),
    );
    const json = mutating.filter((c) => c.body.kind === "json");
    const notJson = mutating.filter((c) => c.body.kind !== "json").map((c) => c.key);
    const before = await rowsOf();
    const others = JSON.stringify(before.filter((r) => r.id !== attacker.id));

    const succeeded: string[] = [];
    let attempts = 0;
    const statuses = new Map<number, number>();
    for (const c of json) {
      for (const [name, keys] of Object.entries(KEYS)) {
        attempts += 1;
        const cookie = (await signedInAs(ctx, attacker)).cookie;
        const res = await callRoute(ctx.app, c, { cookie, origin: ctx.config.publicUrl, body: attack(c, keys) });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const rows = await rowsOf();
        const me = rows.find((r) => r.id === attacker.id);
        const changed: string[] = [];
        if (me?.role !== "member") changed.push(`role ${me?.role}`);
        if (me?.banned) changed.push("banned");
        if (me?.emailVerified) changed.push("emailVerified");
        if (JSON.stringify(rows.filter((r) => r.id !== attacker.id)) !== others) changed.push("another user's row");
        if (polluted()) changed.push("Object.prototype");
        if (res.statusCode >= 500) changed.push(`answered ${res.statusCode}`);
        if (changed.length) succeeded.push(`${c.key} +${name} → ${res.statusCode}: ${changed.join(", ")}`);
      }
      // The attacker still meets 403 on the operator's routes.
      const probe = await ctx.app.inject({ method: "GET", url: "/api/clients", headers: { cookie: (await signedInAs(ctx, attacker)).cookie } });
      if (probe.statusCode !== 403) succeeded.push(`${c.key}: /api/clients answered the member ${probe.statusCode}`);
    }

    // Sign-ups during the attempts: plain, unverified members.
    const signedUp = await ctx.db.select({ role: user.role, emailVerified: user.emailVerified, banned: user.banned }).from(user).where(like(user.email, "esc-%"));
    const raised = signedUp.filter((u) => u.role !== "member" || u.emailVerified || u.banned);
    for (const u of raised) succeeded.push(`a sign-up or new client came out ${JSON.stringify(u)}`);

    const authRoutes = json.filter((c) => c.source === "better-auth").length;
    f.add({ check: "mutating JSON routes attacked (ours + Better Auth)", figure: `${json.length} (${json.length - authRoutes} + ${authRoutes})`, target: "all", ok: json.length > 40 });
    f.add({ check: "attempts (routes × 10 key sets)", figure: attempts, target: `${json.length * Object.keys(KEYS).length}`, ok: attempts === json.length * Object.keys(KEYS).length });
    f.add({ check: "accounts created by the attempts (sign-up)", figure: signedUp.length, target: "all plain members", ok: raised.length === 0 });
    const spread = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(" ");
    f.add({ check: "answers (status × count)", figure: spread, target: "no 5xx", ok: [...statuses.keys()].every((s) => s < 500) });
    f.add({ check: "succeeded", figure: succeeded.length, target: "0", ok: succeeded.length === 0 });
    f.add({ check: "routes with a non-JSON body (files, signed webhook)", figure: notJson.length, target: "covered by uploads / payments", ok: true });
    expect(json.length).toBeGreaterThan(40);
    expect(signedUp.length).toBeGreaterThan(0);
    expect(succeeded).toEqual([]);
  });
});
