import { english } from "../../test/english";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../../core/auth";
import { INVITE_MESSAGES } from "../../../core/invites";
import { storedResetIdentifier } from "../../auth/password-links";
import { account, auditLog, profiles, verification } from "../../db/schema";
import { linkFrom, setupTestApp, uniqueEmail } from "../../test/app";
import { browser } from "../../test/browser";
import { createAdmin, createMember } from "../../test/factories";
import { apiAs } from "../../test/tasks";
import type { Locale } from "../../../core/locale";

/*
 * Invite links instead of temporary passwords (docs/decisions/0024-client-invites.md):
 * the operator adds a client, the client's link sets their own password and signs them in.
 */
const ctx = await setupTestApp();
const PASSWORD = "Rila-Lakes-Sunrise-2026";

async function invited(language: Locale = "bg") {
  const admin = await apiAs(ctx, await createAdmin(ctx));
  const email = uniqueEmail("invited");
  const res = await admin.post("/api/clients", { email, fullName: "Petar Nikolov", language });
  expect(res.statusCode, res.body).toBe(201);
  return { admin, email, id: res.json().client.id as string, token: await lastToken(email) };
}

async function lastToken(email: string): Promise<string> {
  const [mail] = (await ctx.mailTo(email)).filter((m) => m.template === "clientInvite");
  return new URL(linkFrom(mail!.text, "http://concierge.localhost/invite?token=")).searchParams.get("token")!;
}

const check = (token: string) => browser(ctx).post("/api/invites/check", { token });
const setPassword = (b: ReturnType<typeof browser>, token: string, newPassword = PASSWORD) => b.post("/api/auth/reset-password", { token, newPassword });
const passwordHashOf = async (userId: string) => (await ctx.db.select({ p: account.password }).from(account).where(eq(account.userId, userId)))[0]?.p;

describe("the invitation link", () => {
  it("opens in the client's language, sets their password once and signs them in", async () => {
    const { email, id, token } = await invited("bg");
    const mail = (await ctx.mailTo(email))[0]!;
    expect(mail.text).toContain("Връзката работи веднъж");

    // Only a hash of the token is stored.
    const rows = await ctx.db.select().from(verification).where(eq(verification.value, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.identifier).toBe(storedResetIdentifier(`reset-password:${token}`));
    expect(rows[0]!.identifier).not.toContain(token);
    // Expires in 7 days.
    expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);

    const opened = await check(token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ email, name: "Petar Nikolov", language: "bg" });

    const b = browser(ctx);
    expect((await setPassword(b, token)).statusCode).toBe(200);
    const signedIn = await b.post("/api/auth/sign-in/email", { email, password: PASSWORD });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const me = (await b.get("/api/me")).json();
    expect(me).toMatchObject({ user: { email, role: "member" }, profile: { preferredLanguage: "bg" } });
    // The first password is no change to warn about.
    expect((await ctx.mailTo(email)).map((m) => m.template)).not.toContain("accountPasswordChanged");

    // Used: the profile says so, and the client page offers no resend.
    const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.userId, id));
    expect(profile!.invitedAt).toBeNull();
  });

  it("used twice, altered or expired: a clear answer, and nothing changes", async () => {
    const { email, id, token } = await invited("en");
    expect((await setPassword(browser(ctx), token)).statusCode).toBe(200);
    const hash = await passwordHashOf(id);

    // Twice.
    const again = await check(token);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toMatchObject({ code: "invalid_invite", message: english(INVITE_MESSAGES.invalidLink) });
    expect((await setPassword(browser(ctx), token, "Another-Long-Passphrase-9")).statusCode).toBe(400);
    expect(await passwordHashOf(id)).toBe(hash);

    // Altered.
    const other = await invited("en");
    const altered = `${other.token.slice(0, -2)}${other.token.endsWith("AA") ? "BB" : "AA"}`;
    expect((await check(altered)).statusCode).toBe(404);
    expect((await check("not a token")).statusCode).toBe(400);
    const before = await passwordHashOf(other.id);
    expect((await setPassword(browser(ctx), altered)).statusCode).toBe(400);
    expect(await passwordHashOf(other.id)).toBe(before);

    // Expired (Better Auth checks the real clock).
    await ctx.db.update(verification).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(verification.value, other.id));
    expect((await check(other.token)).statusCode).toBe(404);
    expect((await setPassword(browser(ctx), other.token)).statusCode).toBe(400);
    expect(await passwordHashOf(other.id)).toBe(before);
    expect((await browser(ctx).post("/api/auth/sign-in/email", { email: other.email, password: PASSWORD })).statusCode).toBe(401);
    const [still] = await ctx.db.select().from(profiles).where(eq(profiles.userId, other.id));
    expect(still!.invitedAt).not.toBeNull();
    expect(email).not.toBe(other.email);
  });
});

describe("Resend invitation (POST /api/clients/:id/invite)", () => {
  it("sends a new link and revokes the old one; once the client has a password, 409", async () => {
    const { admin, email, id, token } = await invited("bg");
    ctx.clock.advance(60_000);
    const res = await admin.post(`/api/clients/${id}/invite`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: "Invitation sent again. The earlier link no longer works.", client: { invitation: { sentAt: ctx.clock.now().toISOString() } } });
    const fresh = await lastToken(email);
    expect(fresh).not.toBe(token);
    expect((await ctx.mailTo(email)).filter((m) => m.template === "clientInvite")).toHaveLength(2);

    expect((await check(token)).statusCode).toBe(404);
    expect((await setPassword(browser(ctx), token)).statusCode).toBe(400);
    expect((await check(fresh)).statusCode).toBe(200);
    expect((await setPassword(browser(ctx), fresh)).statusCode).toBe(200);

    const done = await admin.post(`/api/clients/${id}/invite`, {});
    expect(done.statusCode).toBe(409);
    expect(done.json().error.message).toBe("This client has already set a password: there is no invitation to resend.");
    const [audit] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, "client.invite_resent"));
    expect(audit).toBeDefined();
  });

  it("is the operator's: a member gets 403, a visitor 401, an unknown or admin id 404", async () => {
    const { admin, id } = await invited();
    const member = await apiAs(ctx, await createMember(ctx));
    const foreign = await apiAs(ctx, await createMember(ctx));
    expect((await member.post(`/api/clients/${id}/invite`, {})).statusCode).toBe(403);
    expect((await member.post(`/api/clients/${member.user.id}/invite`, {})).statusCode).toBe(403);
    expect((await foreign.post(`/api/clients/${id}/invite`, {})).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: "POST", url: `/api/clients/${id}/invite` })).statusCode).toBe(401);
    expect((await admin.post("/api/clients/00000000-0000-4000-8000-000000000001/invite", {})).statusCode).toBe(404);
    expect((await admin.post(`/api/clients/${admin.user.id}/invite`, {})).statusCode).toBe(404);
    // A member who signed up on their own was never invited: nothing to resend.
    expect((await admin.post(`/api/clients/${member.user.id}/invite`, {})).statusCode).toBe(409);
  });
});

describe("Forgot password and the hour-pack link are the same kind of link", () => {
  it("a member's own reset link still works, stored hashed, and using it kills the others", async () => {
    const member = await createMember(ctx);
    const b = browser(ctx);
    expect((await b.post("/api/auth/request-password-reset", { email: member.email, redirectTo: "/reset-password" })).statusCode).toBe(200);
    const [mail] = (await ctx.mailTo(member.email)).filter((m) => m.template === "accountResetPassword");
    const token = new URL(linkFrom(mail!.text, "http://concierge.localhost/reset-password?token=")).searchParams.get("token")!;
    const [row] = await ctx.db.select().from(verification).where(eq(verification.value, member.id));
    expect(row!.identifier).toBe(storedResetIdentifier(`reset-password:${token}`));
    // An invitation page does not open for a plain reset link: no invitation waits.
    expect((await check(token)).statusCode).toBe(404);
    expect((await setPassword(browser(ctx), token)).statusCode).toBe(200);
    expect(await ctx.db.select().from(verification).where(eq(verification.value, member.id))).toHaveLength(0);
    expect((await ctx.mailTo(member.email)).map((m) => m.template)).toContain("accountPasswordChanged");
  });

  it("a Forgot password link asked for after the invitation revokes the invitation's link", async () => {
    const { email, token } = await invited("en");
    expect((await browser(ctx).post("/api/auth/request-password-reset", { email })).statusCode).toBe(200);
    const [mail] = (await ctx.mailTo(email)).filter((m) => m.template === "accountResetPassword");
    const reset = new URL(linkFrom(mail!.text, "http://concierge.localhost/reset-password?token=")).searchParams.get("token")!;

    const opened = await check(token);
    expect(opened.statusCode).toBe(404);
    expect(opened.json().error).toMatchObject({ code: "invalid_invite", message: english(INVITE_MESSAGES.invalidLink) });
    const stale = await setPassword(browser(ctx), token);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe(english(AUTH_MESSAGES.invalidResetLink));

    expect((await setPassword(browser(ctx), reset)).statusCode).toBe(200);
    expect((await browser(ctx).post("/api/auth/sign-in/email", { email, password: PASSWORD })).statusCode).toBe(200);
  });
});
