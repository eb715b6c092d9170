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

const key = (r: { method: string; url?: string; path?: string }) => `${r.method} ${r.url ?? r.path}`;

describe("contracts as code (docs/decisions/0017-contracts.md)", () => {
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
    const stray = registered.filter((r) => r.url.startsWith("/api/") && !OUTSIDE_CONTRACTS.some((re) => re.test(r.url)) && !stated.has(key(r)));
    expect(stray.map(key)).toEqual([]);
  });

  it("answers JSON only where the contract states its shape", () => {
    const withoutShape = registered.filter((r) => r.url.startsWith("/api/") && !OUTSIDE_CONTRACTS.some((re) => re.test(r.url)) && r.schema.response === undefined);
    const files = new Set(contracts.filter((c) => c.response === "file").map(key));
    expect(withoutShape.map(key).filter((k) => !files.has(k))).toEqual([]);
  });

});
