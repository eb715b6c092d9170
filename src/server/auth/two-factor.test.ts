import { english } from "../test/english";
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../core/auth";
import { session, twoFactor, verification } from "../db/schema";
import { setupTestApp } from "../test/app";
import { type Browser, browser } from "../test/browser";
import { createAdmin, createMember, TEST_PASSWORD, type TestUser } from "../test/factories";
import { totpFromUri } from "../test/totp";

const ctx = await setupTestApp();
/** A code works once (totp-replay.ts): after enrolment's code, sign in with the next 30 s step's, accepted as drift. */
const nextCode = (uri: string) => totpFromUri(uri, Date.now() + 30_000);

async function signIn(u: TestUser, url = "/api/auth/sign-in/email") {
  const b = browser(ctx);
  const res = await b.post(url, { email: u.email, password: TEST_PASSWORD });
  return { b, res };
}

/** Settings → Security → Enable: password, then the first code from the authenticator. */
async function enrol(b: Browser) {
  const enable = await b.post("/api/auth/two-factor/enable", { password: TEST_PASSWORD });
  expect(enable.statusCode).toBe(200);
  const { totpURI, backupCodes } = enable.json() as { totpURI: string; backupCodes: string[] };
  expect(totpURI).toMatch(/^otpauth:\/\/totp\/Concierge:/);
  expect(new URL(totpURI).searchParams.get("issuer")).toBe("Concierge");
  expect(backupCodes).toHaveLength(10);
  const confirm = await b.post("/api/auth/two-factor/verify-totp", { code: totpFromUri(totpURI) });
  expect(confirm.statusCode).toBe(200);
  return { totpURI, backupCodes };
}

describe("two-factor authentication (TOTP)", () => {
  it("enrols with a real code, then asks for a code at every sign-in", async () => {
    const member = await createMember(ctx);
    const { b } = await signIn(member);
    expect((await b.get("/api/me")).json().user.twoFactorEnabled).toBe(false);
    const { totpURI } = await enrol(b);
    expect((await b.get("/api/me")).json().user.twoFactorEnabled).toBe(true);
    const [row] = await ctx.db.select().from(twoFactor).where(eq(twoFactor.userId, member.id));
    expect(row?.secret).not.toContain(new URL(totpURI).searchParams.get("secret")); // stored encrypted

    const next = await signIn(member);
    expect(next.res.statusCode).toBe(200);
    expect(next.res.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    expect(next.b.cookieNames()).toEqual(["concierge.two_factor"]);
    expect((await next.b.get("/api/me")).statusCode).toBe(401);

    const wrong = await next.b.post("/api/auth/two-factor/verify-totp", { code: "000000" === totpFromUri(totpURI) ? "111111" : "000000" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(english(AUTH_MESSAGES.invalidCode));

    const ok = await next.b.post("/api/auth/two-factor/verify-totp", { code: nextCode(totpURI) });
    expect(ok.statusCode).toBe(200);
    expect(next.b.cookieNames()).toContain("concierge.session_token");
    expect((await next.b.get("/api/me")).json().user.email).toBe(member.email);
  });

  it("accepts a backup code once", async () => {
    const member = await createMember(ctx);
    const { backupCodes } = await enrol((await signIn(member)).b);
    const first = await signIn(member);
    const used = await first.b.post("/api/auth/two-factor/verify-backup-code", { code: backupCodes[0] });
    expect(used.statusCode).toBe(200);
    expect((await first.b.get("/api/me")).statusCode).toBe(200);

    const second = await signIn(member);
    const reused = await second.b.post("/api/auth/two-factor/verify-backup-code", { code: backupCodes[0] });
    expect(reused.statusCode).toBe(401);
    expect((await second.b.get("/api/me")).statusCode).toBe(401);
    expect((await second.b.post("/api/auth/two-factor/verify-backup-code", { code: backupCodes[1] })).statusCode).toBe(200);
  });

  it("ends a challenge after five wrong codes: even the right code then gets 'sign in again'", async () => {
    const member = await createMember(ctx);
    const { totpURI } = await enrol((await signIn(member)).b);
    const { b } = await signIn(member);
    const right = nextCode(totpURI);
    const wrong = totpFromUri(totpURI, Date.now() + 10 * 60_000);
    for (let i = 0; i < 5; i += 1) {
      const res = await b.post("/api/auth/two-factor/verify-totp", { code: wrong });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: "INVALID_CODE", message: english(AUTH_MESSAGES.invalidCode) });
    }
    // The web client tells these codes apart from a wrong code, and goes back to the password step.
    const usedUp = await b.post("/api/auth/two-factor/verify-totp", { code: right });
    expect(usedUp.json()).toMatchObject({ code: "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE", message: english(AUTH_MESSAGES.signInExpired) });
    const gone = await b.post("/api/auth/two-factor/verify-totp", { code: right });
    expect(gone.json()).toMatchObject({ code: "INVALID_TWO_FACTOR_COOKIE", message: english(AUTH_MESSAGES.signInExpired) });
    expect((await b.get("/api/me")).statusCode).toBe(401);

    const again = await signIn(member);
    expect((await again.b.post("/api/auth/two-factor/verify-totp", { code: right })).statusCode).toBe(200);
    expect((await again.b.get("/api/me")).json().user.email).toBe(member.email);
  });

  it("locks two-factor sign-in after ten wrong codes in a row, and says for how long", async () => {
    const member = await createMember(ctx);
    const { totpURI, backupCodes } = await enrol((await signIn(member)).b);
    const wrong = totpFromUri(totpURI, Date.now() + 10 * 60_000);
    for (let challenge = 0; challenge < 2; challenge += 1) {
      const { b } = await signIn(member);
      for (let i = 0; i < 5; i += 1) expect((await b.post("/api/auth/two-factor/verify-totp", { code: wrong })).statusCode).toBe(401);
    }
    const { b } = await signIn(member);
    const attempts = [
      ["verify-totp", nextCode(totpURI)],
      ["verify-backup-code", backupCodes[0]],
    ] as const;
    for (const [path, code] of attempts) {
      const locked = await b.post(`/api/auth/two-factor/${path}`, { code });
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({ code: "ACCOUNT_TEMPORARILY_LOCKED", message: english(AUTH_MESSAGES.twoFactorLocked) });
    }
    expect((await b.get("/api/me")).statusCode).toBe(401);
  });

  it("is disabled only with the password", async () => {
    const member = await createMember(ctx);
    const { b } = await signIn(member);
    await enrol(b);
    expect((await b.post("/api/auth/two-factor/disable", { password: "Wrong-Password-42" })).statusCode).toBe(400);
    expect((await b.post("/api/auth/two-factor/disable", { password: TEST_PASSWORD })).statusCode).toBe(200);
    expect((await b.get("/api/me")).json().user.twoFactorEnabled).toBe(false);
    expect((await signIn(member)).res.json().user.email).toBe(member.email);
  });

  it("challenges an admin on /api/admin/sign-in, and the code completes the admin sign-in", async () => {
    const admin = await createAdmin(ctx);
    const { b, res } = await signIn(admin, "/api/admin/sign-in");
    expect(res.statusCode).toBe(200);
    expect((await b.get("/api/me")).json().suggestTwoFactor).toBe(true);
    const { totpURI } = await enrol(b);
    expect((await b.get("/api/me")).json().suggestTwoFactor).toBe(false);

    const next = await signIn(admin, "/api/admin/sign-in");
    expect(next.res.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    expect(next.b.cookieNames()).toEqual(["concierge.two_factor"]);
    const ok = await next.b.post("/api/auth/two-factor/verify-totp", { code: nextCode(totpURI) });
    expect(ok.statusCode).toBe(200);
    expect((await next.b.get("/api/me")).json().user.role).toBe("admin");
  });

  it("gives a member with 2FA on the admin screen neither a session nor a 2FA challenge", async () => {
    const member = await createMember(ctx);
    await enrol((await signIn(member)).b);
    const sessionsBefore = (await ctx.db.select().from(session).where(eq(session.userId, member.id))).length;

    const { b, res } = await signIn(member, "/api/admin/sign-in");
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("invalid_admin_credentials");
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(b.cookieNames()).toEqual([]);
    const challenges = await ctx.db.select().from(verification).where(and(eq(verification.value, member.id), like(verification.identifier, "2fa-%")));
    expect(challenges).toHaveLength(0);
    expect(await ctx.db.select().from(session).where(eq(session.userId, member.id))).toHaveLength(sessionsBefore);
  });
});
