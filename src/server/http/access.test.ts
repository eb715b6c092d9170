import { describe, expect, it } from "vitest";
import { setupTestApp } from "../test/app";

const ctx = await setupTestApp();

describe("route access", () => {
  it("every route declares who may call it", () => {
    const undeclared = ctx.app.routeTable().filter((r) => !["public", "member", "admin"].includes(r.access ?? ""));
    expect(ctx.app.routeTable().length).toBeGreaterThan(5);
    expect(undeclared).toEqual([]);
  });

  it("sets protective headers on every answer", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
  });
});
