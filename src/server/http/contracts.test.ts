import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Route, RouteSpec } from "../../core/contract";
import { setupTestApp } from "../test/app";

const ctx = await setupTestApp();

const core = path.resolve(import.meta.dirname, "../../core");
const modules = async (dir: string) =>
  Promise.all(
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
      .map(async (f) => Object.values((await import(path.join(dir, f))) as Record<string, unknown>)),
  );
const isSpec = (v: unknown): v is RouteSpec => typeof v === "object" && v !== null && "method" in v && "path" in v && "access" in v;
const recordsOf = <T,>(exports: unknown[][], is: (v: unknown) => v is T): T[] =>
  exports.flat().flatMap((v) => (typeof v === "object" && v !== null && Object.values(v).length > 0 && Object.values(v).every(is) ? (Object.values(v) as T[]) : []));

/** Every route table in core/routes (the whole API's address list), and every contract in core. */
const specs = recordsOf(await modules(path.join(core, "routes")), isSpec);
const contracts = recordsOf(await modules(core), (v): v is Route => isSpec(v) && "response" in v);

/** The two `/api/` routes that are not ours to describe: Better Auth's handler and the OpenAPI viewer. */
const OUTSIDE_CONTRACTS = [/^\/api\/auth\//, /^\/api\/docs(\/|$)/];

/**
 * Routes still declared by url while their features move to contracts (issue 22, item 3).
 * Remove a route here when its feature registers it with `route.from`; the list ends empty.
 */
const NOT_YET_CONVERTED = new Set([
  "GET /api/health",
  "GET /api/config",
  "POST /api/translation/uploads",
  "GET /api/translation/requests",
  "GET /api/translation/requests/:id",
  "PATCH /api/translation/requests/:id",
  "GET /api/translation/requests/:id/document",
  "GET /api/translation/requests/:id/summary",
  "POST /api/translation/requests/:id/summary",
  "GET /api/translation/deliveries/:token",
  "POST /api/tasks",
  "GET /api/tasks",
  "GET /api/tasks/:id",
  "PATCH /api/tasks/:id",
  "POST /api/tasks/:id/documents",
  "POST /api/documents/uploads",
  "POST /api/documents",
  "GET /api/documents",
  "GET /api/documents/:id/download",
  "DELETE /api/documents/:id",
  "GET /api/documents/:id/access-log",
  "GET /api/messages",
  "POST /api/messages",
  "POST /api/messages/compose",
  "POST /api/messages/read",
  "GET /api/messages/:id",
  "POST /api/messages/:id/reply",
  "GET /api/dashboard",
  "GET /api/notifications",
  "POST /api/notifications/read-all",
  "POST /api/notifications/:id/read",
  "GET /api/notifications/stream",
  "GET /api/dev/mailbox",
]);

const key = (r: { method: string; url?: string; path?: string }) => `${r.method} ${r.url ?? r.path}`;

describe("contracts as code (docs/decisions/contracts.md)", () => {
  const registered = ctx.app.routeTable().filter((r) => r.method !== "HEAD");
  const byKey = new Map(registered.map((r) => [key(r), r]));

  it("states every route table entry in a contract", () => {
    const inContracts = new Set(contracts.map(key));
    expect(specs.length).toBeGreaterThan(0);
    expect(specs.filter((s) => !inContracts.has(key(s))).map(key)).toEqual([]);
  });

  it("registers every contract route from the contract: its access and its very schemas", () => {
    const differs = contracts
      .filter((c) => {
        const r = byKey.get(key(c));
        const response = c.response === "file" ? undefined : c.response;
        return !r || r.access !== c.access || r.schema.params !== c.params || r.schema.querystring !== c.query || r.schema.body !== c.body || r.schema.response !== response;
      })
      .map(key);
    expect(differs).toEqual([]);
  });

  it("registers no /api/ route that no contract states", () => {
    const stated = new Set(contracts.map(key));
    const stray = registered.filter((r) => r.url.startsWith("/api/") && !OUTSIDE_CONTRACTS.some((re) => re.test(r.url)) && !stated.has(key(r)) && !NOT_YET_CONVERTED.has(key(r)));
    expect(stray.map(key)).toEqual([]);
  });

  it("answers JSON only where the contract states its shape", () => {
    const withoutShape = registered.filter((r) => r.url.startsWith("/api/") && !OUTSIDE_CONTRACTS.some((re) => re.test(r.url)) && r.schema.response === undefined);
    const files = new Set(contracts.filter((c) => c.response === "file").map(key));
    expect(withoutShape.map(key).filter((k) => !files.has(k) && !NOT_YET_CONVERTED.has(k))).toEqual([]);
  });

  it("keeps the not-yet list honest: nothing on it is stated by a contract", () => {
    const stated = new Set(contracts.map(key));
    expect([...NOT_YET_CONVERTED].filter((k) => stated.has(k))).toEqual([]);
  });
});
