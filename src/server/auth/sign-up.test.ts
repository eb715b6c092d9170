import { english } from "../test/english";
import { eq } from "drizzle-orm";
import { SIGN_UP_ATTEMPT_MAIL_MS } from "./auth";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../core/auth";
import { PASSWORD_MESSAGES } from "../../core/password";
import { account, profiles, session, user } from "../db/schema";
import { linkFrom, setupTestApp, uniqueEmail } from "../test/app";
import { browser } from "../test/browser";
import { createMember, TEST_PASSWORD } from "../test/factories";

const ctx = await setupTestApp();
const PASSWORD = "Tram-Route-Twelve-Vitosha";

async function signUp(b = browser(ctx), fields: Record<string, unknown> = {}) {
  const email = uniqueEmail("signup");
  const res = await b.post("/api/auth/sign-up/email", { name: "Elena Novak", email, password: PASSWORD, ...fields });
  return { b, email, res };
}

describe("member sign-up and verification", () => {
  it("signs up, mails a verification link through the outbox, verifies, then signs in", async () => {
    const { b, email, res } = await signUp();
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email, name: "Elena Novak", emailVerified: false });
    expect(res.json().token).toBeUndefined();
    expect(b.cookieNames()).toEqual([]); // no session before verification

    const [row] = await ctx.db.select().from(user).where(eq(user.email, email));
    expect(row).toMatchObject({ role: "member", emailVerified: false });
    const [cred] = await ctx.db.select().from(account).where(eq(account.userId, row!.id));
    expect(cred?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.userId, row!.id));
    expect(profile).toMatchObject({ fullName: "Elena Novak", preferredLanguage: "en", notifyPromotions: false });

    const [mail] = await ctx.mailTo(email);
    expect(mail?.subject).toBe("Verify your email for Concierge");
    const link = linkFrom(mail!.text, "http://concierge.localhost/api/auth/verify-email?token=");
    expect(link).toContain(`callbackURL=${encodeURIComponent("/member-login?verified=1")}`);

    // Before verifying: refused with the product's text.
    const early = await b.post("/api/auth/sign-in/email", { email, password: PASSWORD });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ code: "EMAIL_NOT_VERIFIED", message: english(AUTH_MESSAGES.memberUnverified), error: { code: "email_not_verified" } });
    expect(b.cookieNames()).toEqual([]);

    const verify = await b.get(link.replace("http://concierge.localhost", ""));
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toBe("/member-login?verified=1");
    const [after] = await ctx.db.select().from(user).where(eq(user.email, email));
    expect(after?.emailVerified).toBe(true);
    const welcome = (await ctx.mailTo(email)).find((m) => m.template === "accountWelcome");
    expect(welcome?.subject).toBe("Welcome to Concierge");

    const signIn = await b.post("/api/auth/sign-in/email", { email, password: PASSWORD });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.email).toBe(email);
    expect(signIn.json().token).toBeUndefined();
    const cookie = signIn.cookies.find((c) => c.name === "concierge.session_token");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.secure).toBeFalsy(); // http public URL in tests; https turns Secure on

    const me = await b.get("/api/me");
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ email, role: "member", emailVerified: true });
  });

  it("answers a tampered verification link with an error on the login page, verifying nothing", async () => {
    const { b, email } = await signUp();
    const res = await b.get(`/api/auth/verify-email?token=not-a-token&callbackURL=${encodeURIComponent("/member-login?verified=1")}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toContain("error=INVALID_TOKEN");
    const [row] = await ctx.db.select().from(user).where(eq(user.email, email));
    expect(row?.emailVerified).toBe(false);
  });

  it("resends the verification mail when an unverified member tries to sign in", async () => {
    const { b, email } = await signUp();
    await b.post("/api/auth/sign-in/email", { email, password: PASSWORD });
    expect((await ctx.mailTo(email)).filter((m) => m.template === "accountVerifyEmail")).toHaveLength(2);
  });

  it("refuses short and common passwords with the rule's words, creating nothing", async () => {
    for (const [password, message] of [
      ["short-pw", english(PASSWORD_MESSAGES.tooShort)],
      ["qwertyuiop", english(PASSWORD_MESSAGES.common)],
      ["Password123", english(PASSWORD_MESSAGES.common)],
      ["concierge2026", english(PASSWORD_MESSAGES.common)],
    ] as const) {
      const { email, res } = await signUp(browser(ctx), { password });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(await ctx.db.select().from(user).where(eq(user.email, email))).toHaveLength(0);
    }
  });

  it("requires the full name", async () => {
    const { res } = await signUp(browser(ctx), { name: "  " });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Please enter your full name");
  });

  it("answers a taken email exactly like a new sign-up, changes nothing about that account, and tells its owner by mail", async () => {
    const existing = await createMember(ctx);
    const res = await browser(ctx).post("/api/auth/sign-up/email", { name: "Intruder", email: existing.email.toUpperCase(), password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: existing.email, name: "Intruder", emailVerified: false, role: "member" });
    expect(res.json().user.id).not.toBe(existing.id);
    expect(res.cookies).toEqual([]);
    const [row] = await ctx.db.select().from(user).where(eq(user.id, existing.id));
    expect(row?.name).toBe(existing.name);
    expect(await ctx.db.select().from(user).where(eq(user.email, existing.email))).toHaveLength(1);
    const mail = await ctx.mailTo(existing.email);
    expect(mail.map((m) => [m.template, m.subject])).toEqual([["accountSignUpAttempt", "Someone tried to sign up with your email at Concierge"]]);
    expect(mail[0]!.text).toContain(`Hello ${existing.name},`);
    expect(mail[0]!.text).toContain("http://concierge.localhost/member-login");
  });
});

describe("the owner's mail about sign-up attempts", () => {
  it("goes out at most once per address per hour, however many tries and addresses, with the answer unchanged", async () => {
    const existing = await createMember(ctx);
    const tries = await Promise.all(
      Array.from({ length: 30 }, (_, i) => browser(ctx).post("/api/auth/sign-up/email", { name: `Try ${i}`, email: existing.email, password: PASSWORD })),
    );
    expect(tries.map((r) => r.statusCode)).toEqual(Array(30).fill(200));
    for (const r of tries) expect(r.json().user).toMatchObject({ email: existing.email, emailVerified: false, role: "member" });
    const attempts = async () => (await ctx.mailTo(existing.email)).filter((m) => m.template === "accountSignUpAttempt").length;
    expect(await attempts()).toBe(1);
    ctx.clock.advance(SIGN_UP_ATTEMPT_MAIL_MS - 1000);
    await browser(ctx).post("/api/auth/sign-up/email", { name: "Later", email: existing.email, password: PASSWORD });
    expect(await attempts()).toBe(1);
    ctx.clock.advance(1000);
    await browser(ctx).post("/api/auth/sign-up/email", { name: "An hour on", email: existing.email, password: PASSWORD });
    expect(await attempts()).toBe(2);
  });
});

describe("member sign-in", () => {
  it("refuses a wrong password and an unknown email with the same spec message", async () => {
    const member = await createMember(ctx);
    const wrong = await browser(ctx).post("/api/auth/sign-in/email", { email: member.email, password: "Not-The-Password-1" });
    const unknown = await browser(ctx).post("/api/auth/sign-in/email", { email: uniqueEmail("nobody"), password: "Not-The-Password-1" });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: "INVALID_EMAIL_OR_PASSWORD", message: english(AUTH_MESSAGES.invalidCredentials) });
      expect(res.cookies).toEqual([]);
    }
  });

  it("creates a new session token at every sign-in and revokes it at sign-out", async () => {
    const member = await createMember(ctx);
    const b = browser(ctx);
    await b.post("/api/auth/sign-in/email", { email: member.email, password: TEST_PASSWORD });
    const first = b.jar.get("concierge.session_token");
    await b.post("/api/auth/sign-in/email", { email: member.email, password: TEST_PASSWORD });
    const second = b.jar.get("concierge.session_token");
    expect(first && second && first !== second).toBe(true);

    const stolen = b.jar.get("concierge.session_token")!;
    const out = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { origin: ctx.config.publicUrl, cookie: `concierge.session_token=${stolen}`, "content-type": "application/json" },
      payload: "",
    });
    expect(out.statusCode).toBe(200);
    // The cookie value no longer opens anything: the session row is gone.
    const after = await ctx.app.inject({ method: "GET", url: "/api/me", headers: { cookie: `concierge.session_token=${stolen}` } });
    expect(after.statusCode).toBe(401);
    expect(await ctx.db.select().from(session).where(eq(session.userId, member.id))).toHaveLength(1);
  });
});
