import { english } from "../../test/english";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, SETTINGS_MESSAGES } from "../../../core/settings";
import { account, auditLog, contactSubmissions, newsletterSubscribers, profiles, session, user } from "../../db/schema";
import { wantsEmail } from "../../mail/preferences";
import { setupTestApp, uniqueEmail } from "../../test/app";
import { browser } from "../../test/browser";
import { createAdmin, createMember, signedInAs, TEST_PASSWORD, type TestUser, testContactReference } from "../../test/factories";

const ctx = await setupTestApp();

const erased: string[] = [];
ctx.app.accountData.register({
  name: "testNotes",
  export: async (_db, owner) => [{ note: `kept for ${owner.email}` }],
  erase: async (_tx, owner) => void erased.push(owner.userId),
});

async function as(u: TestUser) {
  const headers = await signedInAs(ctx, u);
  const call = (method: "GET" | "PUT" | "PATCH" | "POST", url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { headers, call };
}

const everything = {
  profile: { fullName: "Ivana Georgieva", phone: "+359 88 123 4567", address: "ul. Shipka 12, Sofia", preferredLanguage: "bg" },
  notifications: { email: true, taskUpdates: false, documentUpdates: true, paymentReceipts: false, promotions: true },
} as const;

describe("GET /api/me", () => {
  it("needs a session", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/me" });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe("You must be logged in to access this page");
  });

  it("describes the member with the spec's default preferences", async () => {
    const member = await createMember(ctx, { name: "Maria Ivanova" });
    const res = await (await as(member)).call("GET", "/api/me");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: { id: member.id, email: member.email, name: "Maria Ivanova", role: "member", emailVerified: true, twoFactorEnabled: false, createdAt: ctx.clock.now().toISOString() },
      profile: { ...DEFAULT_SETTINGS.profile, fullName: "Maria Ivanova" },
      notifications: DEFAULT_SETTINGS.notifications,
      mustEnrollTwoFactor: false,
      suggestTwoFactor: false,
      soleAdmin: false,
    });
  });

  it("asks an admin without 2FA to enrol", async () => {
    const admin = await createAdmin(ctx);
    const res = await (await as(admin)).call("GET", "/api/me");
    expect(res.json()).toMatchObject({ user: { role: "admin" }, suggestTwoFactor: true, mustEnrollTwoFactor: false });
  });
});

describe("settings and profile", () => {
  it("'Save All Settings' stores every field in one request and reads it back", async () => {
    const member = await createMember(ctx);
    const { call } = await as(member);
    const saved = await call("PUT", "/api/settings", everything);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: english(SETTINGS_MESSAGES.saved), ...everything });

    const me = (await call("GET", "/api/me")).json();
    expect({ profile: me.profile, notifications: me.notifications }).toEqual(everything);
    // Data Sharing drove nothing (there is no analytics) and is gone.
    expect(me).not.toHaveProperty("privacy");
    expect(me.user.name).toBe("Ivana Georgieva");

    const flipped = {
      profile: { fullName: "", phone: "", address: "", preferredLanguage: "en" },
      notifications: { email: false, taskUpdates: true, documentUpdates: false, paymentReceipts: true, promotions: false },
    };
    expect((await call("PUT", "/api/settings", flipped)).json()).toMatchObject({ message: english(SETTINGS_MESSAGES.saved), ...flipped });
  });

  it("validates with the shared schema's messages and saves nothing on error", async () => {
    const member = await createMember(ctx);
    const { call } = await as(member);
    const bad = await call("PUT", "/api/settings", { ...everything, profile: { ...everything.profile, preferredLanguage: "it" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe("Please choose a language from the list");
    const partial = await call("PUT", "/api/settings", { profile: everything.profile });
    expect(partial.statusCode).toBe(400);
    expect((await call("GET", "/api/me")).json().profile.preferredLanguage).toBe("en");
  });

  it("keeps a language the operator chose (German) when the member saves, and lets them pick French", async () => {
    const member = await createMember(ctx);
    const admin = await as(await createAdmin(ctx));
    const set = await admin.call("PATCH", `/api/clients/${member.id}`, { fullName: "Ivana Georgieva", phone: "", preferredLanguage: "de" });
    expect(set.statusCode).toBe(200);
    const { call } = await as(member);
    // What the Settings page loads is what it sends back: the language must survive the round trip.
    const loaded = (await call("GET", "/api/me")).json();
    expect(loaded.profile.preferredLanguage).toBe("de");
    const saved = await call("PUT", "/api/settings", {
      profile: loaded.profile,
      notifications: { ...loaded.notifications, promotions: true },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().profile.preferredLanguage).toBe("de");
    const profileSaved = await call("PATCH", "/api/profile", { fullName: "Ivana G.", phone: "", preferredLanguage: "de" });
    expect(profileSaved.json().profile.preferredLanguage).toBe("de");
    expect((await call("PATCH", "/api/profile", { fullName: "Ivana G.", phone: "", preferredLanguage: "fr" })).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(profiles).where(eq(profiles.userId, member.id));
    expect(row?.preferredLanguage).toBe("fr");
    expect((await admin.call("GET", `/api/clients/${member.id}`)).json().preferredLanguage).toBe("fr");
  });

  it("/dashboard/profile saves name, phone and language only", async () => {
    const member = await createMember(ctx);
    const { call } = await as(member);
    await call("PUT", "/api/settings", everything);
    const res = await call("PATCH", "/api/profile", { fullName: "Ivana G.", phone: "0888 000 111", preferredLanguage: "en" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: "Profile updated!",
      profile: { fullName: "Ivana G.", phone: "0888 000 111", address: everything.profile.address, preferredLanguage: "en" },
    });
    expect((await call("PATCH", "/api/profile", { fullName: "X", phone: "call me", preferredLanguage: "en" })).json().error.message).toBe("Please enter a valid phone number");
  });

  it("the header's language switch saves the language alone, for the caller only", async () => {
    const member = await createMember(ctx);
    const other = await createMember(ctx);
    const { call } = await as(member);
    await call("PUT", "/api/settings", { ...everything, profile: { ...everything.profile, preferredLanguage: "en" } });
    const res = await call("PUT", "/api/profile/language", { preferredLanguage: "bg" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ profile: { ...everything.profile, preferredLanguage: "bg" } });
    // A reload (GET /api/me) and another device see it; another member's profile is untouched.
    expect((await call("GET", "/api/me")).json().profile.preferredLanguage).toBe("bg");
    expect((await (await as(other)).call("GET", "/api/me")).json().profile.preferredLanguage).toBe("en");
    // Only the interface's languages, and nothing else in the body (no user id): 400, nothing changed.
    for (const body of [{ preferredLanguage: "de" }, { preferredLanguage: "bg", userId: other.id }, {}]) {
      const bad = await call("PUT", "/api/profile/language", body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call("PUT", "/api/profile/language", { preferredLanguage: "de" })).json().error.message).toBe("Please choose a language from the list");
    expect((await call("GET", "/api/me")).json().profile.preferredLanguage).toBe("bg");
    // An administrator's own profile too; a visitor has none.
    const admin = await as(await createAdmin(ctx));
    expect((await admin.call("PUT", "/api/profile/language", { preferredLanguage: "bg" })).json().profile.preferredLanguage).toBe("bg");
    expect((await ctx.app.inject({ method: "PUT", url: "/api/profile/language", payload: { preferredLanguage: "bg" } })).statusCode).toBe(401);
  });

  it("sending mail honours the notification preferences", async () => {
    const member = await createMember(ctx);
    expect(await wantsEmail(ctx.db, member.id, "taskUpdates")).toBe(true);
    expect(await wantsEmail(ctx.db, member.id, "promotions")).toBe(false);
    const { call } = await as(member);
    await call("PUT", "/api/settings", everything);
    expect(await wantsEmail(ctx.db, member.id, "taskUpdates")).toBe(false);
    expect(await wantsEmail(ctx.db, member.id, "promotions")).toBe(true);
    await call("PUT", "/api/settings", { ...everything, notifications: { ...everything.notifications, email: false } });
    expect(await wantsEmail(ctx.db, member.id, "promotions")).toBe(false);
    expect(await wantsEmail(ctx.db, "no-such-user", "paymentReceipts")).toBe(true);
  });
});

async function storeEverythingFor(member: TestUser) {
  const { call } = await as(member);
  await call("PUT", "/api/settings", everything);
  await ctx.db.insert(newsletterSubscribers).values({ email: member.email, status: "confirmed", unsubscribeTokenHash: `h-${member.id}` });
  await ctx.db.insert(contactSubmissions).values({ reference: testContactReference(), name: "Ivana", email: member.email, service: "paperwork", message: "Address registration, please", dueAt: ctx.clock.now() });
}

describe("download my data", () => {
  it("exports everything stored about the member and no secret", async () => {
    const member = await createMember(ctx);
    await storeEverythingFor(member);
    const other = await createMember(ctx);
    await storeEverythingFor(other);

    const res = await (await as(member)).call("GET", `/api/account/export?userId=${other.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="concierge-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.json();
    expect(data.user).toMatchObject({ id: member.id, email: member.email, role: "member" });
    expect({ profile: data.profile, notifications: data.notifications }).toEqual(everything);
    expect(data).not.toHaveProperty("privacy");
    expect(data.sessions).toHaveLength(2); // one from storing the data, one for this request
    expect(data.signInMethods).toEqual([expect.objectContaining({ providerId: "credential" })]);
    expect(data.newsletter).toMatchObject({ email: member.email, status: "confirmed" });
    expect(data.contactRequests).toEqual([expect.objectContaining({ email: member.email, message: "Address registration, please" })]);
    expect(data.testNotes).toEqual([{ note: `kept for ${member.email}` }]);

    expect(res.body).not.toContain(other.email);
    expect(res.body).not.toContain(other.id);
    const tokens = (await ctx.db.select().from(session).where(eq(session.userId, member.id))).map((s) => s.token);
    const [credential] = await ctx.db.select().from(account).where(eq(account.userId, member.id));
    for (const secret of [...tokens, credential!.password!, `h-${member.id}`]) expect(res.body).not.toContain(secret);
  });
});

describe("delete my account", () => {
  it("needs the typed confirmation and the password", async () => {
    const member = await createMember(ctx);
    const { call } = await as(member);
    const noConfirm = await call("POST", "/api/account/delete", { confirmation: "delete", password: TEST_PASSWORD });
    expect(noConfirm.statusCode).toBe(400);
    expect(noConfirm.json().error.message).toBe("Please type DELETE to confirm");
    const wrong = await call("POST", "/api/account/delete", { confirmation: "DELETE", password: "Wrong-Password-42" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe("invalid_password");
    expect(await ctx.db.select().from(user).where(eq(user.id, member.id))).toHaveLength(1);
  });

  it("erases the member's data and sessions; the account can no longer sign in", async () => {
    const member = await createMember(ctx);
    await storeEverythingFor(member);
    const b = browser(ctx);
    await b.post("/api/auth/sign-in/email", { email: member.email, password: TEST_PASSWORD });
    const other = await as(member);

    const res = await b.post("/api/account/delete", { confirmation: "DELETE", password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: "Your account has been deleted" });
    expect(b.cookieNames()).not.toContain("concierge.session_token");
    expect(erased).toContain(member.id);

    for (const rows of [
      await ctx.db.select().from(user).where(eq(user.id, member.id)),
      await ctx.db.select().from(session).where(eq(session.userId, member.id)),
      await ctx.db.select().from(account).where(eq(account.userId, member.id)),
      await ctx.db.select().from(profiles).where(eq(profiles.userId, member.id)),
      await ctx.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, member.email)),
      await ctx.db.select().from(contactSubmissions).where(eq(contactSubmissions.email, member.email)),
    ]) expect(rows).toHaveLength(0);

    expect((await other.call("GET", "/api/me")).statusCode).toBe(401);
    const again = await browser(ctx).post("/api/auth/sign-in/email", { email: member.email, password: TEST_PASSWORD });
    expect(again.statusCode).toBe(401);
  });

  it("keeps the last administrator", async () => {
    const admin = await createAdmin(ctx);
    const admins = await ctx.db.select({ id: user.id }).from(user).where(eq(user.role, "admin"));
    for (const a of admins) if (a.id !== admin.id) await ctx.db.update(user).set({ role: "member" }).where(eq(user.id, a.id));
    const { call } = await as(admin);
    // The screen knows before asking: its Delete button says why it is off.
    expect((await call("GET", "/api/me")).json().soleAdmin).toBe(true);
    const res = await call("POST", "/api/account/delete", { confirmation: "DELETE", password: TEST_PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: "last_admin", message: english(SETTINGS_MESSAGES.lastAdmin), key: "settings.lastAdmin" });
    expect(await ctx.db.select().from(user).where(eq(user.id, admin.id))).toHaveLength(1);

    await createAdmin(ctx, { email: uniqueEmail("second-admin") });
    expect((await call("GET", "/api/me")).json().soleAdmin).toBe(false);
    expect((await call("POST", "/api/account/delete", { confirmation: "DELETE", password: TEST_PASSWORD })).statusCode).toBe(200);
  });
});

describe("the two-factor reminder put off for 7 days", () => {
  it("is stored for the administrator, holds on every device, and comes back after 7 days", async () => {
    const admin = await createAdmin(ctx, { name: "Olga Operator" });
    const phone = await as(admin);
    const laptop = await as(admin);
    const res = await phone.call("POST", "/api/account/two-factor-reminder/snooze");
    expect(res.statusCode).toBe(200);
    const until = new Date(ctx.clock.now().getTime() + 7 * 86_400_000);
    expect(res.json()).toEqual({ snoozedUntil: until.toISOString() });
    const [row] = await ctx.db.select().from(profiles).where(eq(profiles.userId, admin.id));
    expect(row?.twoFactorReminderSnoozedUntil?.toISOString()).toBe(until.toISOString());
    // A first profile row keeps the account's name.
    expect(row?.fullName).toBe("Olga Operator");
    expect((await laptop.call("GET", "/api/me")).json()).toMatchObject({ suggestTwoFactor: false, mustEnrollTwoFactor: false });

    ctx.clock.advance(7 * 86_400_000 + 1000);
    expect((await laptop.call("GET", "/api/me")).json().suggestTwoFactor).toBe(true);
  });

  it("puts off only the caller's reminder", async () => {
    const admin = await createAdmin(ctx);
    const other = await createAdmin(ctx);
    expect((await (await as(admin)).call("POST", "/api/account/two-factor-reminder/snooze")).statusCode).toBe(200);
    expect((await (await as(other)).call("GET", "/api/me")).json().suggestTwoFactor).toBe(true);
  });

  it("is refused to a member (403) and a visitor (401)", async () => {
    const member = await createMember(ctx);
    expect((await (await as(member)).call("POST", "/api/account/two-factor-reminder/snooze")).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: "POST", url: "/api/account/two-factor-reminder/snooze" })).statusCode).toBe(401);
    expect(await ctx.db.select().from(profiles).where(eq(profiles.userId, member.id)).then((r) => r[0]?.twoFactorReminderSnoozedUntil ?? null)).toBeNull();
  });
});

describe("an administrator changes their own email", () => {
  it("with their password: the new address signs in, the old one does not, and it is audited", async () => {
    const admin = await createAdmin(ctx);
    const { call } = await as(admin);
    const next = uniqueEmail("new-operator");
    const res = await call("POST", "/api/account/email", { email: next.toUpperCase(), password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: "Your email address has been changed", email: next });
    expect((await call("GET", "/api/me")).json().user.email).toBe(next);
    expect((await browser(ctx).post("/api/auth/sign-in/email", { email: next, password: TEST_PASSWORD })).statusCode).toBe(200);
    expect((await browser(ctx).post("/api/auth/sign-in/email", { email: admin.email, password: TEST_PASSWORD })).statusCode).toBe(401);
    const [audit] = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, admin.id));
    expect(audit).toMatchObject({ action: "user.updated", actorId: admin.id, before: { email: admin.email }, after: { email: next } });
  });

  it("refuses a wrong password, the same address and another account's address, changing nothing", async () => {
    const admin = await createAdmin(ctx);
    const member = await createMember(ctx);
    const { call } = await as(admin);
    const wrong = await call("POST", "/api/account/email", { email: uniqueEmail("x"), password: "Wrong-Password-42" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe("invalid_password");
    const same = await call("POST", "/api/account/email", { email: admin.email, password: TEST_PASSWORD });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.message).toBe("This is already your email address");
    const taken = await call("POST", "/api/account/email", { email: member.email, password: TEST_PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ code: "email_taken", message: "Another account already uses this email address" });
    const invalid = await call("POST", "/api/account/email", { email: "not-an-address", password: TEST_PASSWORD });
    expect(invalid.statusCode).toBe(400);
    expect((await call("GET", "/api/me")).json().user.email).toBe(admin.email);
  });

  it("is not for a member (they ask support, 403) nor a visitor (401)", async () => {
    const member = await createMember(ctx);
    const res = await (await as(member)).call("POST", "/api/account/email", { email: uniqueEmail("m"), password: TEST_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect((await ctx.db.select({ email: user.email }).from(user).where(eq(user.id, member.id)))[0]?.email).toBe(member.email);
    expect((await ctx.app.inject({ method: "POST", url: "/api/account/email", payload: { email: uniqueEmail("v"), password: "x" } })).statusCode).toBe(401);
  });
});
