import { english } from "../test/english";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../core/auth";
import { PASSWORD_MESSAGES } from "../../core/password";
import { SETTINGS_MESSAGES } from "../../core/settings";
import { session } from "../db/schema";
import { linkFrom, setupTestApp, uniqueEmail } from "../test/app";
import { browser } from "../test/browser";
import { createMember, TEST_PASSWORD } from "../test/factories";

const ctx = await setupTestApp();
const NEW_PASSWORD = "Lozenets-Garden-Path-77";

async function signedInBrowser(email: string, password = TEST_PASSWORD) {
  const b = browser(ctx);
  const res = await b.post("/api/auth/sign-in/email", { email, password });
  expect(res.statusCode).toBe(200);
  return b;
}

describe("password reset", () => {
  it("answers identically for a known and an unknown email; only the known one gets mail", async () => {
    const member = await createMember(ctx);
    const unknownEmail = uniqueEmail("ghost");
    const known = await browser(ctx).post("/api/auth/request-password-reset", { email: member.email });
    const unknown = await browser(ctx).post("/api/auth/request-password-reset", { email: unknownEmail });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ status: true, message: "If this email exists in our system, check your email for the reset link" });
    expect(await ctx.mailTo(unknownEmail)).toHaveLength(0);
    expect((await ctx.mailTo(member.email))[0]?.subject).toBe("Reset your Concierge password");
  });

  it("needs an email first", async () => {
    for (const body of [{ email: "" }, {}]) {
      const res = await browser(ctx).post("/api/auth/request-password-reset", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(english(AUTH_MESSAGES.emailFirst));
    }
  });

  it("sets a new password from the mailed link, signs out every session, and the link works once", async () => {
    const member = await createMember(ctx);
    const phone = await signedInBrowser(member.email);
    const laptop = await signedInBrowser(member.email);
    expect((await phone.get("/api/me")).statusCode).toBe(200);

    await browser(ctx).post("/api/auth/request-password-reset", { email: member.email });
    const [mail] = await ctx.mailTo(member.email);
    const link = linkFrom(mail!.text, "http://concierge.localhost/reset-password?token=");
    const token = new URL(link).searchParams.get("token")!;

    const weak = await browser(ctx).post("/api/auth/reset-password", { token, newPassword: "1234567890" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(english(PASSWORD_MESSAGES.common));

    const reset = await browser(ctx).post("/api/auth/reset-password", { token, newPassword: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ status: true });

    expect((await phone.get("/api/me")).statusCode).toBe(401);
    expect((await laptop.get("/api/me")).statusCode).toBe(401);
    expect(await ctx.db.select().from(session).where(eq(session.userId, member.id))).toHaveLength(0);

    const again = await browser(ctx).post("/api/auth/reset-password", { token, newPassword: "Another-Fresh-Password-9" });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(english(AUTH_MESSAGES.invalidResetLink));

    const oldPassword = await browser(ctx).post("/api/auth/sign-in/email", { email: member.email, password: TEST_PASSWORD });
    expect(oldPassword.statusCode).toBe(401);
    await signedInBrowser(member.email, NEW_PASSWORD);
  });
  it("a newer link revokes the earlier one: only the newest mailed link sets the password", async () => {
    const member = await createMember(ctx);
    for (let i = 0; i < 2; i++) expect((await browser(ctx).post("/api/auth/request-password-reset", { email: member.email })).statusCode).toBe(200);
    const [newest, older] = (await ctx.mailTo(member.email)).map((m) => new URL(linkFrom(m.text, "http://concierge.localhost/reset-password?token=")).searchParams.get("token")!);
    expect(newest).not.toBe(older);

    const stale = await browser(ctx).post("/api/auth/reset-password", { token: older, newPassword: NEW_PASSWORD });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe(english(AUTH_MESSAGES.invalidResetLink));
    expect((await browser(ctx).post("/api/auth/sign-in/email", { email: member.email, password: NEW_PASSWORD })).statusCode).toBe(401);

    expect((await browser(ctx).post("/api/auth/reset-password", { token: newest, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    await signedInBrowser(member.email, NEW_PASSWORD);
  });
});

describe("password change", () => {
  it("needs the current password, applies the password rule, and can sign out other sessions", async () => {
    const member = await createMember(ctx);
    const here = await signedInBrowser(member.email);
    const elsewhere = await signedInBrowser(member.email);

    const wrong = await here.post("/api/auth/change-password", { currentPassword: "Wrong-Password-123", newPassword: NEW_PASSWORD, revokeOtherSessions: true });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(english(SETTINGS_MESSAGES.wrongCurrentPassword));

    const common = await here.post("/api/auth/change-password", { currentPassword: TEST_PASSWORD, newPassword: "password1234", revokeOtherSessions: true });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toBe(english(PASSWORD_MESSAGES.common));

    const ok = await here.post("/api/auth/change-password", { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, revokeOtherSessions: true });
    expect(ok.statusCode).toBe(200);
    expect((await here.get("/api/me")).statusCode).toBe(200);
    expect((await elsewhere.get("/api/me")).statusCode).toBe(401);
    await signedInBrowser(member.email, NEW_PASSWORD);
  });

  it("is refused without a session", async () => {
    const res = await browser(ctx).post("/api/auth/change-password", { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(401);
  });
});
