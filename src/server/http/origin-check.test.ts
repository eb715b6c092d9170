import { describe, expect, it } from "vitest";
import { setupTestApp, uniqueEmail } from "../test/app";
import { createMember, signedInAs, TEST_PASSWORD } from "../test/factories";

const ctx = await setupTestApp();
const profile = { fullName: "Origin Test", phone: "", preferredLanguage: "en" };

describe("Origin check on our own state-changing routes", () => {
  it("refuses a signed-in request from another site, or one that hides its origin", async () => {
    const member = await createMember(ctx);
    const { cookie } = await signedInAs(ctx, member);
    const patch = (headers: Record<string, string>) => ctx.app.inject({ method: "PATCH", url: "/api/profile", payload: profile, headers: { cookie, ...headers } });

    const attempts: Record<string, string>[] = [{ origin: "https://evil.example" }, { origin: "null" }, { referer: "https://evil.example/page" }, {}];
    for (const headers of attempts) {
      const res = await patch(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().error.code).toBe("invalid_origin");
    }
    expect((await patch({ origin: ctx.config.publicUrl })).statusCode).toBe(200);
    expect((await patch({ referer: `${ctx.config.publicUrl}/dashboard/profile` })).statusCode).toBe(200);
  });

  it("acts on the route the request reached, however its path is spelled", async () => {
    const member = await createMember(ctx);
    const { cookie } = await signedInAs(ctx, member);
    const spellings = ["/%61pi/profile", "/api/%70rofile", "/api/../api/profile", "/api/./profile", "//api/profile", "/API/profile", "/api//profile", "/api/profile/", "/api/profile?x=1"];
    for (const url of spellings) {
      const res = await ctx.app.inject({ method: "PATCH", url, payload: { ...profile, fullName: "Hijacked" }, headers: { cookie, origin: "https://evil.example" } });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code, url).toBe("invalid_origin");
    }
    const mine = await ctx.app.inject({ method: "GET", url: "/api/profile", headers: { cookie } });
    expect(mine.json().fullName).not.toBe("Hijacked");
  });

  it("lets cookie-less clients without an Origin through (nothing ambient to abuse)", async () => {
    const res = await ctx.app.inject({ method: "POST", url: "/api/contact", payload: { name: "A", email: uniqueEmail("o"), service: "custom", message: "Hi" } });
    expect(res.statusCode).toBe(201);
    const cross = await ctx.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { name: "A", email: uniqueEmail("o"), service: "custom", message: "Hi" },
      headers: { origin: "https://evil.example" },
    });
    expect(cross.statusCode).toBe(403);
  });

  it("covers the admin sign-in, and Better Auth refuses a cross-site cookie-carrying POST itself", async () => {
    const member = await createMember(ctx);
    const admin = await ctx.app.inject({ method: "POST", url: "/api/admin/sign-in", payload: { email: member.email, password: TEST_PASSWORD }, headers: { origin: "https://evil.example" } });
    expect(admin.statusCode).toBe(403);

    const { cookie } = await signedInAs(ctx, member);
    const change = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/change-password",
      payload: { currentPassword: TEST_PASSWORD, newPassword: "Evil-Chosen-Password-1" },
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(change.statusCode).toBe(403);
    expect(change.json().error.code).toBe("invalid_origin");
  });

  it("never applies to reads or the payment webhook path", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/health", headers: { origin: "https://evil.example" } })).statusCode).toBe(200);
    const webhook = await ctx.app.inject({ method: "POST", url: "/api/payments/webhook", payload: {}, headers: { origin: "https://evil.example" } });
    expect(webhook.json().error?.code).not.toBe("invalid_origin");
  });
});
