import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles } from "../db/schema";
import { linkFrom, setupTestApp } from "../test/app";
import { type Browser, browser } from "../test/browser";
import { createMember, TEST_PASSWORD, type TestUser } from "../test/factories";
import { totpFromUri } from "../test/totp";
import { NEW_SIGN_IN_MAILS_PER_DAY } from "./account-notices";

/** Security mail about one's own account, in one's language, saying what to do if it was not them. */
const ctx = await setupTestApp();
const NEW_PASSWORD = "Lozenets-Garden-Path-77";
const WRONG = "Wrong-Password-42";
const UA = {
  firefoxWindows: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
  firefoxWindowsNext: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:134.0) Gecko/20100101 Firefox/134.0",
  chromeMac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  safariIphone: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  edgeWindows: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
  chromeAndroid: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
};

const bulgarian = (u: TestUser) => ctx.db.update(profiles).set({ preferredLanguage: "bg" }).where(eq(profiles.userId, u.id));
const mails = async (u: TestUser, template: string) => (await ctx.mailTo(u.email)).filter((m) => m.template === template);

async function signIn(u: TestUser, userAgent = UA.firefoxWindows, password = TEST_PASSWORD) {
  const b = browser(ctx);
  const res = await b.post("/api/auth/sign-in/email", { email: u.email, password }, { "user-agent": userAgent });
  return { b, res };
}

async function enrol(b: Browser) {
  const { totpURI } = (await b.post("/api/auth/two-factor/enable", { password: TEST_PASSWORD })).json() as { totpURI: string };
  expect((await b.post("/api/auth/two-factor/verify-totp", { code: totpFromUri(totpURI) })).statusCode).toBe(200);
  return totpURI;
}

describe("password changed", () => {
  it("mails the member after a change in Settings, and nothing for a wrong current password", async () => {
    const member = await createMember(ctx);
    const { b } = await signIn(member);
    const wrong = await b.post("/api/auth/change-password", { currentPassword: WRONG, newPassword: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(await mails(member, "accountPasswordChanged")).toHaveLength(0);

    const ok = await b.post("/api/auth/change-password", { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, revokeOtherSessions: true });
    expect(ok.statusCode).toBe(200);
    const [mail, ...more] = await mails(member, "accountPasswordChanged");
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe("Your password was changed");
    expect(mail?.text).toContain("Hello Maria Member,");
    expect(mail?.text).toMatch(/was changed on \d+ \w+ \d{4}, \d{2}:\d{2} Sofia time \(EE[S]?T\)/);
    expect(mail?.text).toContain("If this was not you, reset your password now with 'Forgot password?' on the sign-in page");
    expect(mail?.text).toContain("http://concierge.localhost/member-login");
    expect(mail?.text).toContain("http://concierge.localhost/contact");
  });

  it("speaks Bulgarian to a member who chose it, and mails after a reset by link too", async () => {
    const member = await createMember(ctx);
    await bulgarian(member);
    await browser(ctx).post("/api/auth/request-password-reset", { email: member.email });
    const [resetMail] = await mails(member, "accountResetPassword");
    const token = new URL(linkFrom(resetMail!.text, "http://concierge.localhost/reset-password?token=")).searchParams.get("token")!;
    expect((await browser(ctx).post("/api/auth/reset-password", { token: "not-a-token", newPassword: NEW_PASSWORD })).statusCode).toBe(400);
    expect(await mails(member, "accountPasswordChanged")).toHaveLength(0);

    expect((await browser(ctx).post("/api/auth/reset-password", { token, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    const [mail] = await mails(member, "accountPasswordChanged");
    expect(mail?.subject).toBe("Паролата ви беше сменена");
    expect(mail?.text).toContain("българско време");
    expect(mail?.text).toContain("Ако не сте били вие, сменете паролата си веднага");
    expect(mail?.text).toContain("http://concierge.localhost/bg/contact");
  });
});

describe("two-factor authentication and backup codes", () => {
  it("mails when 2FA is turned on and off and when backup codes are regenerated; nothing for a wrong code or password", async () => {
    const member = await createMember(ctx);
    const { b } = await signIn(member);
    const { totpURI } = (await b.post("/api/auth/two-factor/enable", { password: TEST_PASSWORD })).json() as { totpURI: string };
    const badCode = totpFromUri(totpURI) === "000000" ? "111111" : "000000";
    expect((await b.post("/api/auth/two-factor/verify-totp", { code: badCode })).statusCode).toBe(401);
    expect(await mails(member, "accountTwoFactorEnabled")).toHaveLength(0);
    expect((await b.post("/api/auth/two-factor/verify-totp", { code: totpFromUri(totpURI) })).statusCode).toBe(200);
    const [on] = await mails(member, "accountTwoFactorEnabled");
    expect(on?.subject).toBe("Two-factor authentication is on");
    expect(on?.text).toContain("If this was not you");

    expect((await b.post("/api/auth/two-factor/generate-backup-codes", { password: WRONG })).statusCode).toBe(400);
    expect(await mails(member, "accountBackupCodesRegenerated")).toHaveLength(0);
    expect((await b.post("/api/auth/two-factor/generate-backup-codes", { password: TEST_PASSWORD })).statusCode).toBe(200);
    expect((await mails(member, "accountBackupCodesRegenerated")).map((m) => m.subject)).toEqual(["New backup codes for your account"]);

    expect((await b.post("/api/auth/two-factor/disable", { password: WRONG })).statusCode).toBe(400);
    expect(await mails(member, "accountTwoFactorDisabled")).toHaveLength(0);
    expect((await b.post("/api/auth/two-factor/disable", { password: TEST_PASSWORD })).statusCode).toBe(200);
    const [off] = await mails(member, "accountTwoFactorDisabled");
    expect(off?.subject).toBe("Two-factor authentication was turned off");
    expect(off?.text).toContain("If this was not you");
    expect(await mails(member, "accountTwoFactorEnabled")).toHaveLength(1);
  });

  it("speaks Bulgarian for 2FA", async () => {
    const member = await createMember(ctx);
    await bulgarian(member);
    await enrol((await signIn(member)).b);
    expect((await mails(member, "accountTwoFactorEnabled"))[0]?.subject).toBe("Двуфакторното удостоверяване е включено");
  });
});

describe("sign-in from a new device", () => {
  it("stays quiet for the first browser and for it again (a new version included); mails for another, with browser and Sofia time", async () => {
    const member = await createMember(ctx);
    expect((await signIn(member, UA.firefoxWindows)).res.statusCode).toBe(200);
    expect((await signIn(member, UA.firefoxWindows)).res.statusCode).toBe(200);
    expect((await signIn(member, UA.firefoxWindowsNext)).res.statusCode).toBe(200);
    expect((await signIn(member, UA.firefoxWindows, WRONG)).res.statusCode).toBe(401);
    expect((await signIn(member, UA.chromeMac, WRONG)).res.statusCode).toBe(401);
    expect(await mails(member, "accountNewSignIn")).toHaveLength(0);

    expect((await signIn(member, UA.chromeMac)).res.statusCode).toBe(200);
    const [mail, ...more] = await mails(member, "accountNewSignIn");
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe("New sign-in to your account");
    expect(mail?.text).toContain("Browser: Chrome on macOS");
    expect(mail?.text).toMatch(/from a new device on \d+ \w+ \d{4}, \d{2}:\d{2} Sofia time/);
    expect(mail?.text).toContain("If this was not you, reset your password now");
    const { b } = await signIn(member, UA.chromeMac);
    expect(await mails(member, "accountNewSignIn")).toHaveLength(1);
    // "Download my data" lists the browsers remembered.
    const devices = (await b.get("/api/account/export")).json().knownDevices as { device: string }[];
    expect(devices.map((d) => d.device).sort()).toEqual(["Chrome/macOS", "Firefox/Windows"]);
  });

  it(`sends at most ${NEW_SIGN_IN_MAILS_PER_DAY} a day, however many new browsers`, async () => {
    const member = await createMember(ctx);
    await bulgarian(member);
    for (const ua of [UA.firefoxWindows, UA.chromeMac, UA.safariIphone, UA.edgeWindows, UA.chromeAndroid]) {
      expect((await signIn(member, ua)).res.statusCode).toBe(200);
    }
    const sent = await mails(member, "accountNewSignIn");
    expect(sent).toHaveLength(NEW_SIGN_IN_MAILS_PER_DAY);
    expect(sent.map((m) => m.subject)).toEqual(Array(NEW_SIGN_IN_MAILS_PER_DAY).fill("Нов вход в профила ви"));
    expect(sent.at(-1)?.text).toContain("Браузър: Chrome на macOS");
  });

  it("with 2FA, counts the sign-in once the code is right, not at the password", async () => {
    const member = await createMember(ctx);
    const totpURI = await enrol((await signIn(member, UA.firefoxWindows)).b);
    const { b, res } = await signIn(member, UA.safariIphone);
    expect(res.json()).toMatchObject({ twoFactorRedirect: true });
    expect(await mails(member, "accountNewSignIn")).toHaveLength(0);
    const code = totpFromUri(totpURI, Date.now() + 30_000);
    expect((await b.post("/api/auth/two-factor/verify-totp", { code }, { "user-agent": UA.safariIphone })).statusCode).toBe(200);
    expect((await mails(member, "accountNewSignIn"))[0]?.text).toContain("Browser: Safari on iPhone");
  });
});

describe("the sign-in's greeting (GET /api/sign-in/welcome)", () => {
  const returning = async (b: Browser) => {
    const res = await b.get("/api/sign-in/welcome");
    expect(res.statusCode).toBe(200);
    return res.json().returning as boolean;
  };

  it("is a first time at the first sign-in, a return at the next, from the same browser or another; a visitor gets 401", async () => {
    const member = await createMember(ctx);
    expect(await returning((await signIn(member)).b)).toBe(false);
    expect(await returning((await signIn(member)).b)).toBe(true);

    const other = await createMember(ctx);
    expect(await returning((await signIn(other, UA.chromeMac)).b)).toBe(false);
    expect(await returning((await signIn(other, UA.safariIphone)).b)).toBe(true);

    expect((await ctx.app.inject({ method: "GET", url: "/api/sign-in/welcome" })).statusCode).toBe(401);
  });
});

describe("account deleted", () => {
  it("tells the member at the erased address and the operator; nothing for a wrong password", async () => {
    const member = await createMember(ctx);
    await bulgarian(member);
    const { b } = await signIn(member);
    const operatorNotices = async () => (await ctx.mailTo(ctx.config.OPERATOR_EMAIL)).filter((m) => m.template === "accountDeletedOperatorNotice" && m.text.includes(member.email));

    expect((await b.post("/api/account/delete", { confirmation: "DELETE", password: WRONG })).statusCode).toBe(400);
    expect(await mails(member, "accountDeleted")).toHaveLength(0);
    expect(await operatorNotices()).toHaveLength(0);

    expect((await b.post("/api/account/delete", { confirmation: "DELETE", password: TEST_PASSWORD })).statusCode).toBe(200);
    const [toMember] = await mails(member, "accountDeleted");
    expect(toMember?.subject).toBe("Профилът ви в Concierge беше изтрит");
    expect(toMember?.text).toContain("Ако не сте били вие, пишете ни веднага");
    expect(toMember?.text).toContain("http://concierge.localhost/bg/contact");
    const [notice] = await operatorNotices();
    expect(notice?.subject).toBe(`Account deleted: Maria Member (${member.email})`);
    expect(notice?.text).toMatch(/deleted their Concierge account on .* Sofia time/);
  });
});
