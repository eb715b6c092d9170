import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { session, user } from "../db/schema";
import { setupTestApp } from "../test/app";
import { createAdmin, createMember, signedInAs } from "../test/factories";
import { cookieValue, signedToken } from "./actor";

const ctx = await setupTestApp();
const me = (cookie: string) => ctx.app.inject({ method: "GET", url: "/api/me", headers: { cookie } });
const tokenOf = (cookie: string) => decodeURIComponent(cookie.split("=")[1]!).split(".")[0]!;

describe("the signed-in actor, in one query", () => {
  it("reads a member and an admin from their session cookies", async () => {
    const member = await createMember(ctx);
    const admin = await createAdmin(ctx);
    const asMember = await me((await signedInAs(ctx, member)).cookie);
    expect(asMember.statusCode).toBe(200);
    expect(asMember.json()).toMatchObject({ user: { id: member.id, email: member.email, role: "member" } });
    expect((await me((await signedInAs(ctx, admin)).cookie)).json()).toMatchObject({ user: { id: admin.id, role: "admin" } });
  });

  it("refuses a cookie whose signature does not hold, however it is altered", async () => {
    const member = await createMember(ctx);
    const { cookie } = await signedInAs(ctx, member);
    const [name, value] = cookie.split("=") as [string, string];
    const token = tokenOf(cookie);
    const secret = (await ctx.app.auth.$context).secret;
    const forged = [
      `${token}.${createHmac("sha256", "another-secret").update(token).digest("base64")}`,
      `${token}x.${decodeURIComponent(value).split(".")[1]}`,
      token,
      `${token}.`,
    ];
    for (const v of forged) expect((await me(`${name}=${encodeURIComponent(v)}`)).statusCode).toBe(401);
    expect(signedToken(decodeURIComponent(value), secret)).toBe(token);
  });

  it("ends with the session: signed out, expired, or its user banned until the ban runs out", async () => {
    const member = await createMember(ctx);
    const { cookie } = await signedInAs(ctx, member);
    const token = tokenOf(cookie);
    const now = Date.now();

    await ctx.db.update(session).set({ expiresAt: new Date(now - 1000) }).where(eq(session.token, token));
    expect((await me(cookie)).statusCode).toBe(401);
    await ctx.db.update(session).set({ expiresAt: new Date(now + 3600_000) }).where(eq(session.token, token));
    expect((await me(cookie)).statusCode).toBe(200);

    await ctx.db.update(user).set({ banned: true, banExpires: null }).where(eq(user.id, member.id));
    expect((await me(cookie)).statusCode).toBe(401);
    await ctx.db.update(user).set({ banned: true, banExpires: new Date(now + 3600_000) }).where(eq(user.id, member.id));
    expect((await me(cookie)).statusCode).toBe(401);
    await ctx.db.update(user).set({ banned: true, banExpires: new Date(now - 1000) }).where(eq(user.id, member.id));
    expect((await me(cookie)).statusCode).toBe(200);

    await ctx.db.delete(session).where(eq(session.token, token));
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it("reads the cookie as Better Auth does: the first of a name, quoted or not, other cookies around it", () => {
    expect(cookieValue("a=1; concierge.session_token=t%2Eb; concierge.session_token=other", "concierge.session_token")).toBe("t.b");
    expect(cookieValue('x=1;concierge.session_token="q.s"', "concierge.session_token")).toBe("q.s");
    expect(cookieValue("a=1; b=2", "concierge.session_token")).toBeNull();
  });
});
