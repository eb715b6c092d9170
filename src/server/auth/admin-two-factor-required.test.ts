import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { createTestDatabase } from "../test/db";
import { fixedClock, PRODUCTION_ENV, type TestContext, testConfig } from "../test/app";
import { browser } from "../test/browser";
import { createAdmin, createMember, signedInAs, TEST_PASSWORD } from "../test/factories";
import { totpFromUri } from "../test/totp";

// An app with ADMIN_2FA_REQUIRED and one admin route of its own, as a later feature would declare it.
const database = await createTestDatabase();
const config = testConfig({ ADMIN_2FA_REQUIRED: "true" });
const clock = fixedClock();
const app = await buildApp({ config, db: database.db, dbKind: database.kind, clock });
app.get("/api/admin/ping", { config: { access: "admin" } }, async () => ({ ok: true }));
await app.ready();
afterAll(async () => {
  await app.close();
  await database.close();
});
const ctx = { app, database, db: database.db, clock, config, mailTo: async () => [] } as unknown as TestContext;

describe("ADMIN_2FA_REQUIRED", () => {
  it("defaults to on in production only", () => {
    expect(testConfig().admin2faRequired).toBe(false);
    expect(testConfig(PRODUCTION_ENV).admin2faRequired).toBe(true);
    expect(testConfig({ ...PRODUCTION_ENV, ADMIN_2FA_REQUIRED: "false" }).admin2faRequired).toBe(false);
  });

  it("keeps an admin without 2FA out of admin routes until they enrol", async () => {
    const admin = await createAdmin(ctx);
    const b = browser(ctx);
    expect((await b.post("/api/admin/sign-in", { email: admin.email, password: TEST_PASSWORD })).statusCode).toBe(200);
    expect((await b.get("/api/me")).json()).toMatchObject({ mustEnrollTwoFactor: true, suggestTwoFactor: true });

    const blocked = await b.get("/api/admin/ping");
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.code).toBe("two_factor_required");
    expect((await b.get("/api/auth/admin/list-users")).json().code).toBe("TWO_FACTOR_REQUIRED");

    const { totpURI } = (await b.post("/api/auth/two-factor/enable", { password: TEST_PASSWORD })).json();
    expect((await b.post("/api/auth/two-factor/verify-totp", { code: totpFromUri(totpURI) })).statusCode).toBe(200);
    expect((await b.get("/api/admin/ping")).json()).toEqual({ ok: true });
    expect((await b.get("/api/auth/admin/list-users")).statusCode).toBe(200);
    expect((await b.get("/api/me")).json().mustEnrollTwoFactor).toBe(false);
  });

  it("does not concern members", async () => {
    const member = await createMember(ctx);
    const headers = await signedInAs(ctx, member);
    expect((await app.inject({ method: "GET", url: "/api/me", headers })).json().mustEnrollTwoFactor).toBe(false);
    expect((await app.inject({ method: "GET", url: "/api/admin/ping", headers })).statusCode).toBe(403);
  });
});
