import { english } from "../test/english";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../core/auth";
import { auditLog, session, user } from "../db/schema";
import { setupTestApp, uniqueEmail } from "../test/app";
import { browser } from "../test/browser";
import { createAdmin, createMember, signedInAs, TEST_PASSWORD } from "../test/factories";

const ctx = await setupTestApp();
const roleOf = async (id: string) => (await ctx.db.select({ role: user.role }).from(user).where(eq(user.id, id)))[0]?.role;
const roleByEmail = async (email: string) => (await ctx.db.select({ role: user.role }).from(user).where(eq(user.email, email)))[0]?.role;

const INVALID_ADMIN = { error: { code: "invalid_admin_credentials", message: english(AUTH_MESSAGES.invalidAdmin), key: "auth.invalidAdmin" } };

describe("roles are server-side only", () => {
  it("sign-up cannot ask for admin, however it is phrased", async () => {
    const asRole = uniqueEmail("esc");
    const res = await browser(ctx).post("/api/auth/sign-up/email", { name: "Eve", email: asRole, password: "Eve-Wants-Admin-2026", role: "admin" });
    expect(res.statusCode).toBe(400);
    expect(await roleByEmail(asRole)).toBeUndefined();

    for (const extra of [{ is_admin: true }, { isAdmin: true }, { user_metadata: { is_admin: true, role: "admin" } }, { roles: ["admin"] }]) {
      const email = uniqueEmail("esc");
      const ok = await browser(ctx).post("/api/auth/sign-up/email", { name: "Eve", email, password: "Eve-Wants-Admin-2026", ...extra });
      expect(ok.statusCode).toBe(200);
      expect(await roleByEmail(email)).toBe("member");
    }
  });

  it("update-user, settings and profile cannot change the role", async () => {
    const member = await createMember(ctx);
    const headers = await signedInAs(ctx, member);
    const post = (url: string, payload: object, method: "POST" | "PUT" | "PATCH" = "POST") => ctx.app.inject({ method, url, headers, payload });

    expect((await post("/api/auth/update-user", { role: "admin" })).statusCode).toBe(400);
    expect((await post("/api/auth/update-user", { is_admin: true, user_metadata: { is_admin: true }, name: "Still Member" })).statusCode).toBe(200);
    expect((await post("/api/auth/update-user", { twoFactorEnabled: true })).statusCode).toBe(400);
    expect((await post("/api/auth/update-user", { emailVerified: false, email: "new@example.com" })).statusCode).toBe(400);
    expect((await post("/api/auth/update-user", { image: "https://tracker.example/pixel.gif" })).statusCode).toBe(400);
    expect((await post("/api/auth/update-user", { name: "x".repeat(201) })).statusCode).toBe(400);

    const settings = {
      profile: { fullName: "Eve", phone: "", address: "", preferredLanguage: "en" },
      notifications: { email: true, taskUpdates: true, documentUpdates: true, paymentReceipts: true, promotions: false },
    };
    expect((await post("/api/settings", { ...settings, role: "admin" }, "PUT")).statusCode).toBe(400);
    expect((await post("/api/settings", { ...settings, profile: { ...settings.profile, role: "admin" } }, "PUT")).statusCode).toBe(400);
    expect((await post("/api/settings", { ...settings, user_metadata: { is_admin: true } }, "PUT")).statusCode).toBe(400);
    expect((await post("/api/profile", { fullName: "Eve", phone: "", preferredLanguage: "en", is_admin: true }, "PATCH")).statusCode).toBe(400);

    expect((await post("/api/auth/admin/set-role", { userId: member.id, role: "admin" })).statusCode).toBe(403);
    expect((await post("/api/auth/admin/update-user", { userId: member.id, data: { role: "admin" } })).statusCode).toBe(403);
    expect((await post("/api/auth/admin/create-user", { email: uniqueEmail("x"), password: "Sneaky-Admin-Pass-1", name: "X", role: "admin" })).statusCode).toBe(403);

    expect(await roleOf(member.id)).toBe("member");
    const me = await ctx.app.inject({ method: "GET", url: "/api/me", headers });
    expect(me.json().user).toMatchObject({ role: "member", name: "Still Member" });
  });

  it("only an admin grants admin, and the last admin cannot be demoted", async () => {
    const admin = await createAdmin(ctx);
    const member = await createMember(ctx);
    const headers = await signedInAs(ctx, admin);
    const setRole = (userId: string, role: unknown) => ctx.app.inject({ method: "POST", url: "/api/auth/admin/set-role", headers, payload: { userId, role } });

    expect((await setRole(member.id, ["admin", "member"])).statusCode).toBe(400);
    expect((await setRole(member.id, "superuser")).statusCode).toBe(400);
    expect((await setRole(member.id, "admin")).statusCode).toBe(200);
    expect(await roleOf(member.id)).toBe("admin");
    expect((await setRole(member.id, "member")).statusCode).toBe(200);

    // Every admin but this one is demoted; then demoting it must fail.
    const others = await ctx.db.select({ id: user.id }).from(user).where(eq(user.role, "admin"));
    for (const o of others) if (o.id !== admin.id) await ctx.db.update(user).set({ role: "member" }).where(eq(user.id, o.id));
    const last = await setRole(admin.id, "member");
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe("LAST_ADMIN");
    expect(await roleOf(admin.id)).toBe("admin");
  });

  it("a role set through /api/auth/admin/set-role leaves an audit row with the acting admin, like the CLI", async () => {
    const admin = await createAdmin(ctx);
    const member = await createMember(ctx);
    const headers = await signedInAs(ctx, admin);
    const setRole = (userId: string, role: string) => ctx.app.inject({ method: "POST", url: "/api/auth/admin/set-role", headers, payload: { userId, role } });
    const rowsFor = () =>
      ctx.db
        .select({ actorId: auditLog.actorId, action: auditLog.action, entity: auditLog.entity, clientId: auditLog.clientId, before: auditLog.before, after: auditLog.after })
        .from(auditLog)
        .where(eq(auditLog.entityId, member.id));

    expect((await setRole(member.id, "admin")).statusCode).toBe(200);
    expect((await setRole(member.id, "admin")).statusCode).toBe(200); // unchanged: no second row
    expect((await setRole(member.id, "member")).statusCode).toBe(200);
    const rows = await rowsFor();
    expect(rows).toHaveLength(2);
    expect(rows).toEqual(expect.arrayContaining([
      { actorId: admin.id, action: "role.changed", entity: "user", clientId: null, before: { role: "member" }, after: { role: "admin" } },
      { actorId: admin.id, action: "role.changed", entity: "user", clientId: member.id, before: { role: "admin" }, after: { role: "member" } },
    ]));
  });
});

describe("POST /api/admin/sign-in", () => {
  const adminSignIn = (body: object, b = browser(ctx)) => b.post("/api/admin/sign-in", body);

  it("signs an administrator in with a session cookie", async () => {
    const admin = await createAdmin(ctx);
    const b = browser(ctx);
    const res = await adminSignIn({ email: admin.email, password: TEST_PASSWORD }, b);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: { id: admin.id, email: admin.email, name: admin.name, role: "admin" } });
    expect(b.cookieNames()).toContain("concierge.session_token");
    expect((await b.get("/api/me")).json().user.role).toBe("admin");
  });

  it("refuses a member with the admin message, no cookie and no session left behind", async () => {
    const member = await createMember(ctx);
    const res = await adminSignIn({ email: member.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INVALID_ADMIN);
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(await ctx.db.select().from(session).where(eq(session.userId, member.id))).toHaveLength(0);
  });

  it("says the same for a wrong password and an unknown email", async () => {
    const admin = await createAdmin(ctx);
    for (const body of [{ email: admin.email, password: "Wrong-Password-42" }, { email: uniqueEmail("nobody"), password: "Wrong-Password-42" }]) {
      const res = await adminSignIn(body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(INVALID_ADMIN);
      expect(res.headers["set-cookie"]).toBeUndefined();
    }
  });

  it("tells an unverified admin to verify, but an unverified member only 'invalid'", async () => {
    const admin = await createAdmin(ctx, { verified: false });
    const member = await createMember(ctx, { verified: false });
    const a = await adminSignIn({ email: admin.email, password: TEST_PASSWORD });
    expect(a.statusCode).toBe(403);
    expect(a.json().error).toEqual({ code: "email_not_verified", message: english(AUTH_MESSAGES.adminUnverified), key: "auth.adminUnverified" });
    const m = await adminSignIn({ email: member.email, password: TEST_PASSWORD });
    expect(m.json()).toEqual(INVALID_ADMIN);
  });

  it("admin-only Better Auth endpoints refuse members", async () => {
    const member = await createMember(ctx);
    const admin = await createAdmin(ctx);
    const list = (headers: Record<string, string>) => ctx.app.inject({ method: "GET", url: "/api/auth/admin/list-users", headers });
    expect((await list(await signedInAs(ctx, member))).statusCode).toBe(403);
    expect((await list(await signedInAs(ctx, admin))).statusCode).toBe(200);
  });
});
