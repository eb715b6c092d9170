import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { session } from "../db/schema";
import { setupTestApp } from "../test/app";
import { browser } from "../test/browser";
import { createAdmin, createMember, TEST_PASSWORD } from "../test/factories";

const ctx = await setupTestApp();
const NEW_PASSWORD = "Vitosha-Morning-Trail-42";

async function signedIn(email: string, screen: "member" | "admin" = "member") {
  const b = browser(ctx);
  const res = await b.post(screen === "admin" ? "/api/admin/sign-in" : "/api/auth/sign-in/email", { email, password: TEST_PASSWORD });
  expect(res.statusCode).toBe(200);
  return b;
}

describe("an administrator sets a user's password", () => {
  it("signs that user out everywhere; the old password and its sessions are gone", async () => {
    const admin = await createAdmin(ctx);
    const member = await createMember(ctx);
    const adminBrowser = await signedIn(admin.email, "admin");
    const phone = await signedIn(member.email);
    const laptop = await signedIn(member.email);
    expect((await phone.get("/api/me")).statusCode).toBe(200);

    const set = await adminBrowser.post("/api/auth/admin/set-user-password", { userId: member.id, newPassword: NEW_PASSWORD });
    expect(set.statusCode).toBe(200);
    // The member is told, like after a change of their own.
    expect((await ctx.mailTo(member.email)).filter((m) => m.template === "accountPasswordChanged").map((m) => m.subject)).toEqual(["Your password was changed"]);

    expect((await phone.get("/api/me")).statusCode).toBe(401);
    expect((await laptop.get("/api/me")).statusCode).toBe(401);
    expect(await ctx.db.select().from(session).where(eq(session.userId, member.id))).toHaveLength(0);
    expect((await adminBrowser.get("/api/me")).statusCode).toBe(200);
    expect((await browser(ctx).post("/api/auth/sign-in/email", { email: member.email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it("setting their own keeps the session they did it from, and ends their others", async () => {
    const admin = await createAdmin(ctx);
    const here = await signedIn(admin.email, "admin");
    const elsewhere = await signedIn(admin.email, "admin");
    const set = await here.post("/api/auth/admin/set-user-password", { userId: admin.id, newPassword: NEW_PASSWORD });
    expect(set.statusCode).toBe(200);
    expect((await here.get("/api/me")).statusCode).toBe(200);
    expect((await elsewhere.get("/api/me")).statusCode).toBe(401);
  });

  it("a refused change (weak password) signs nobody out", async () => {
    const admin = await createAdmin(ctx);
    const member = await createMember(ctx);
    const adminBrowser = await signedIn(admin.email, "admin");
    const phone = await signedIn(member.email);
    const weak = await adminBrowser.post("/api/auth/admin/set-user-password", { userId: member.id, newPassword: "1234567890" });
    expect(weak.statusCode).toBe(400);
    expect((await phone.get("/api/me")).statusCode).toBe(200);
    expect((await ctx.mailTo(member.email)).filter((m) => m.template === "accountPasswordChanged")).toHaveLength(0);
  });
});
