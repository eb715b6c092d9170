import { describe, expect, it } from "vitest";
import { setupTestApp } from "../../test/app";

const ctx = await setupTestApp();

describe("GET /api/health", () => {
  it("reports the database as up", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "ok", database: { state: "up", kind: ctx.database.kind } });
  });

  it("answers unknown /api paths with a JSON 404, never the web app", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/does-not-exist" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.json()).toEqual({ error: { code: "not_found", message: "Not found" } });
  });
});
