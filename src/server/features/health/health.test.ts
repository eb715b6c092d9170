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
    expect(res.json()).toEqual({ error: { code: "not_found", message: "Not found", key: "api.notFound" } });
  });
});

describe("serving the web app", () => {
  it("answers any non-API GET with the app's index.html, and files as files", async () => {
    const fs = await import("node:fs");
    const os = await import("node:os");
    const path = await import("node:path");
    const { buildApp } = await import("../../app");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "concierge-web-"));
    fs.mkdirSync(path.join(dir, "assets"));
    fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Concierge</title><div id=root></div>");
    fs.writeFileSync(path.join(dir, "assets", "app-abc123.js"), "console.log(1)");
    const web = await buildApp({ config: ctx.config, db: ctx.db, dbKind: ctx.database.kind, clock: ctx.clock, webDir: dir });
    try {
      const page = await web.inject({ method: "GET", url: "/pricing?x=1" });
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-type"]).toMatch(/text\/html/);
      expect(page.body).toContain("<div id=root>");
      const asset = await web.inject({ method: "GET", url: "/assets/app-abc123.js" });
      expect(asset.headers["cache-control"]).toContain("immutable");
      expect((await web.inject({ method: "GET", url: "/api/nothing" })).json().error.code).toBe("not_found");
      expect((await web.inject({ method: "POST", url: "/somewhere" })).statusCode).toBe(404);
    } finally {
      await web.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
