import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { session, user } from "../db/schema";
import { setupTestApp, testConfig, uniqueEmail } from "../test/app";
import { browser } from "../test/browser";
import { createAdmin as createAdminUser, createMember } from "../test/factories";
import { createAdmin, DEFAULT_ADMIN_EMAIL, ProvisionError, provisionAdminAtStart, setRoleByEmail } from "./provision";

const ctx = await setupTestApp();

function captureLog() {
  const lines: string[] = [];
  return { lines, log: { info: (m: string) => lines.push(`info ${m}`), warn: (m: string) => lines.push(`warn ${m}`) } };
}
const signIn = (email: string, password: string) => browser(ctx).post("/api/admin/sign-in", { email, password });
const findUser = async (email: string) => (await ctx.db.select().from(user).where(eq(user.email, email)))[0];

describe("admin provisioning at start", () => {
  it("creates admin@concierge.localhost with a password printed once, only while there is no admin", async () => {
    // This file's database starts empty: no admin yet.
    const first = captureLog();
    await provisionAdminAtStart(ctx.db, testConfig(), first.log);
    expect(first.lines).toHaveLength(1);
    const password = first.lines[0]!.match(/password: (\S+)/)![1]!;
    expect(first.lines[0]).toContain(DEFAULT_ADMIN_EMAIL);
    expect((await signIn(DEFAULT_ADMIN_EMAIL, password)).statusCode).toBe(200);

    const second = captureLog();
    await provisionAdminAtStart(ctx.db, testConfig(), second.log);
    expect(second.lines).toEqual([]);
  });

  it("ADMIN_EMAIL + ADMIN_PASSWORD create the admin, then keep it in line without touching sessions", async () => {
    const email = uniqueEmail("env-admin");
    const config = testConfig({ ADMIN_EMAIL: email, ADMIN_PASSWORD: "Env-Admin-Password-2026" });
    await provisionAdminAtStart(ctx.db, config, captureLog().log);
    expect(await findUser(email)).toMatchObject({ role: "admin", emailVerified: true });
    expect((await signIn(email, "Env-Admin-Password-2026")).statusCode).toBe(200);

    const quiet = captureLog();
    await provisionAdminAtStart(ctx.db, config, quiet.log);
    expect(quiet.lines).toEqual([]);
    const id = (await findUser(email))!.id;
    expect(await ctx.db.select().from(session).where(eq(session.userId, id))).toHaveLength(1);

    const changed = testConfig({ ADMIN_EMAIL: email, ADMIN_PASSWORD: "Rotated-Admin-Password-9" });
    await provisionAdminAtStart(ctx.db, changed, captureLog().log);
    expect(await ctx.db.select().from(session).where(eq(session.userId, id))).toHaveLength(0);
    expect((await signIn(email, "Rotated-Admin-Password-9")).statusCode).toBe(200);
  });

  it("takes over an address someone registered before, replacing their password", async () => {
    const squatter = await createMember(ctx, { verified: false });
    await provisionAdminAtStart(ctx.db, testConfig({ ADMIN_EMAIL: squatter.email, ADMIN_PASSWORD: "Real-Operator-Pass-77" }), captureLog().log);
    expect(await findUser(squatter.email)).toMatchObject({ role: "admin", emailVerified: true });
    expect((await signIn(squatter.email, squatter.password)).statusCode).toBe(401);
    expect((await signIn(squatter.email, "Real-Operator-Pass-77")).statusCode).toBe(200);
  });

  it("instances starting together create the ADMIN_EMAIL administrator once, and none of them fails", async () => {
    const email = uniqueEmail("together");
    const config = testConfig({ ADMIN_EMAIL: email, ADMIN_PASSWORD: "Together-Admin-Pass-31" });
    const logs = [captureLog(), captureLog(), captureLog()];
    const results = await Promise.allSettled(logs.map((l) => provisionAdminAtStart(ctx.db, config, l.log)));
    expect(results.map((r) => (r.status === "rejected" ? String(r.reason) : "ok"))).toEqual(["ok", "ok", "ok"]);
    expect(await ctx.db.select().from(user).where(eq(user.email, email))).toHaveLength(1);
    expect(logs.flatMap((l) => l.lines).filter((l) => l.includes("created"))).toHaveLength(1);
  });

  it("refuses a common ADMIN_PASSWORD", async () => {
    const config = testConfig({ ADMIN_EMAIL: uniqueEmail("weak"), ADMIN_PASSWORD: "administrator" });
    await expect(provisionAdminAtStart(ctx.db, config, captureLog().log)).rejects.toThrow(ProvisionError);
  });
});

describe("create / promote / demote", () => {
  it("creates a verified admin with a generated password, promotes and demotes, never the last admin", async () => {
    const email = uniqueEmail("cli");
    const { generatedPassword } = await createAdmin(ctx.db, { email });
    expect(generatedPassword).toMatch(/^[\w-]{24}$/);
    expect((await signIn(email, generatedPassword!)).statusCode).toBe(200);
    await expect(createAdmin(ctx.db, { email })).rejects.toThrow(/already has an account/);

    const member = await createMember(ctx);
    expect(await setRoleByEmail(ctx.db, member.email, "admin")).toBe("changed");
    expect(await setRoleByEmail(ctx.db, member.email, "admin")).toBe("unchanged");
    expect(await setRoleByEmail(ctx.db, member.email, "member")).toBe("changed");
    await expect(setRoleByEmail(ctx.db, uniqueEmail("none"), "admin")).rejects.toThrow(/No account/);

    const admins = await ctx.db.select().from(user).where(eq(user.role, "admin"));
    const keep = await createAdminUser(ctx);
    for (const a of admins) await setRoleByEmail(ctx.db, a.email, "member");
    await expect(setRoleByEmail(ctx.db, keep.email, "member")).rejects.toThrow(/last administrator/);
  });
});
