import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { setupTestApp } from "../test/app";
import { ROUTE_TABLES } from "./openapi";

const ctx = await setupTestApp();
const doc = (await ctx.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
  servers: { url: string }[];
  components: { securitySchemes: Record<string, { in: string; name: string }>; schemas: Record<string, unknown> };
  paths: Record<string, Record<string, { operationId: string; summary: string; description: string; security: unknown[]; responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>;
};
const operations = Object.entries(doc.paths).flatMap(([p, ops]) => Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${p}`, ...op })));

describe("the API description (docs/decisions/0034-openapi-description.md)", () => {
  it("names every route table in core/routes, so every operation gets its feature and name", async () => {
    const dir = path.resolve(import.meta.dirname, "../../core/routes");
    const tables = new Set(Object.values(ROUTE_TABLES));
    const missing: string[] = [];
    for (const f of fs.readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))) {
      for (const [name, value] of Object.entries(await import(path.join(dir, f)))) {
        if (name.endsWith("Routes") && !tables.has(value as never)) missing.push(`${f}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("states the servers and the session cookie", () => {
    expect(doc.servers).toEqual([{ url: ctx.config.publicUrl }]);
    expect(doc.components.securitySchemes.sessionCookie).toMatchObject({ type: "apiKey", in: "cookie", name: "concierge.session_token" });
  });

  it("gives every operation a unique id, a summary, its access, and its 4xx answers in the error shape", () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.every((o) => o.key.includes(" /api/"))).toBe(true);
    const ids = operations.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const list = operations.find((o) => o.key === "GET /api/newsletter/subscribers")!;
    expect(list).toMatchObject({ operationId: "newsletter.list", summary: "Newsletter: list", security: [{ sessionCookie: [] }] });
    expect(list.description).toContain("admin");
    expect(Object.keys(list.responses)).toEqual(expect.arrayContaining(["200", "400", "401", "403"]));
    expect(list.responses["401"]!.content!["application/json"]!.schema).toEqual({ $ref: "#/components/schemas/ApiError" });
    expect(operations.find((o) => o.key === "POST /api/newsletter")).toMatchObject({ security: [], operationId: "newsletter.signUp" });
    const without = operations.filter((o) => !o.summary || !o.security || !Object.keys(o.responses).some((s) => s.startsWith("4"))).map((o) => o.key);
    expect(without).toEqual([]);
  });
});
