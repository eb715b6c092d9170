import fc from "fast-check";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { sessionActorResolver } from "../auth/actor";
import type { Actor, ActorResolver } from "../http/access";
import type { LimitStore } from "../http/limit-store";
import { setupTestApp } from "../test/app";
import { uniqueIp } from "../test/browser";
import { createAdmin, createMember, signedInAs } from "../test/factories";
import { tempStore } from "../test/payments";
import { figures } from "./report";

/**
 * Schema-driven fuzz: for every route of the live route table (and every
 * Better Auth endpoint behind /api/auth/*), inputs generated from the route's own zod schemas
 * (body, query, path parameters) and made wrong in every way we could think of — wrong types,
 * missing and extra keys, prototype keys, huge strings, deep nesting, odd unicode, numbers
 * JSON cannot hold, invalid JSON text, wrong content types — sent as anonymous, member and
 * admin. Not one may answer 5xx, and /api/health must still answer 200 afterwards.
 *
 * Reproduce a failure with the printed seed: FUZZ_SEED=<seed> npx vitest run --config
 * vitest.system.config.ts src/server/security/fuzz.test.ts
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const TOTAL_INPUTS = 10_500;
/** Inputs per Better Auth endpoint (each costs a session lookup in its own code); the app's routes share the rest. */
const PER_AUTH_ROUTE = 40;
const CONCURRENCY = 16;

/**
 * Abuse limits would turn most of a route's inputs into 429 before they reach validation:
 * they are proven by their own suite, so here they never count (a store that forgets).
 */
const noLimits: LimitStore = {
  kind: "memory",
  hit: async (_k, windowMs, now) => ({ count: 1, expiresAt: now + windowMs }),
  bump: async (_k, ttlMs, now) => ({ count: 1, expiresAt: now + ttlMs }),
  peek: async () => null,
  clear: async () => {},
  close: async () => {},
};

/**
 * The session behind a cookie, looked up by the app's own resolver once per cookie (the fuzz
 * never signs its users out): PGlite answers a lookup in ~8 ms, which 7,000 signed-in inputs
 * would spend on the same two sessions.
 */
const actors = new Map<string, Promise<Actor | null>>();
const onceEachSession: ActorResolver = (req) => {
  const cookie = req.headers.cookie ?? "";
  if (!actors.has(cookie)) actors.set(cookie, sessionActorResolver(ctx.app.auth, ctx.app.deps.db)(req));
  return actors.get(cookie)!;
};

const { store } = tempStore();
const ctx = await setupTestApp({ storage: store, limits: noLimits, resolveActor: onceEachSession });
const f = figures("Security: schema-driven fuzz of every JSON route");
afterAll(f.print);

const origin = ctx.config.publicUrl;
const member = await createMember(ctx);
const admin = await createAdmin(ctx);
const cookies = {
  anonymous: undefined as string | undefined,
  member: (await signedInAs(ctx, member)).cookie,
  admin: (await signedInAs(ctx, admin)).cookie,
};
type Role = keyof typeof cookies;

// ---------------------------------------------------------------- the routes and their schemas

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; required?: string[]; enum?: unknown[]; items?: JsonSchema; anyOf?: JsonSchema[] };
type FuzzRoute = { method: string; url: string; body?: JsonSchema; query?: JsonSchema; params?: JsonSchema; signedInOnlyAnonymous?: boolean };

function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!schema || typeof schema !== "object") return undefined;
  if ("_zod" in schema) {
    try {
      return z.toJSONSchema(schema as z.ZodType, { io: "input", unrepresentable: "any" }) as JsonSchema;
    } catch {
      return {};
    }
  }
  return schema as JsonSchema; // a route declared with plain JSON schema
}

const appRoutes: FuzzRoute[] = ctx.app
  .routeTable()
  .filter((r) => r.url !== "/api/auth/*")
  .flatMap((r) =>
    r.method
      .split(",")
      .filter((m) => m !== "HEAD")
      .map((method) => ({
        method,
        url: r.url,
        body: jsonSchemaOf(r.schema.body),
        query: jsonSchemaOf(r.schema.querystring),
        params: jsonSchemaOf(r.schema.params),
        // A live stream never ends for a signed-in caller whose query passes: anonymous only (401).
        signedInOnlyAnonymous: r.url === "/api/notifications/stream",
      })),
  );

// Better Auth's endpoints, served through the /api/auth/* catch-all, with their own zod schemas.
type AuthEndpoint = { path?: string; options?: { method?: string | string[]; body?: unknown; query?: unknown } };
const authRoutes: FuzzRoute[] = Object.values(ctx.app.auth.api as unknown as Record<string, AuthEndpoint>)
  .filter((e) => typeof e?.path === "string" && e.path.startsWith("/"))
  .flatMap((e) => {
    const methods = [e.options?.method ?? "GET"].flat().filter((m) => m === "GET" || m === "POST");
    return methods.map((method) => ({
      method,
      url: `/api/auth${e.path}`,
      body: jsonSchemaOf(e.options?.body),
      query: jsonSchemaOf(e.options?.query),
      // Signing out or revoking would end the fuzz's own sessions: those are fuzzed anonymously.
      signedInOnlyAnonymous: /sign-out|revoke/.test(e.path!),
    }));
  });

const ROUTES = [...appRoutes, ...authRoutes];

// ---------------------------------------------------------------- what is generated

const PROTO_KEYS = ["__proto__", "constructor", "prototype", "__defineGetter__", "toString", "hasOwnProperty", "valueOf"];
const HOSTILE_KEYS = [...PROTO_KEYS, "role", "isAdmin", "is_admin", "user_metadata", "emailVerified", "", " ", "\u202e", "$where", "a.b", "a[b]", "x".repeat(2000)];

/** JSON text of a value that is wrong almost anywhere (some of it not even JSON). */
const hostileValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "null", "true", "false", "0", "-0", "1e308", "-1e308", "1e309", "-1e309", "NaN", "Infinity", "-Infinity", "-1", "1.5",
    "9007199254740993", "5e-324", "1e-400", "[]", "{}", '""', '" "', '"\\u0000"', '"\\ud800"', '"\\udfff x"', '"\\u202e"',
    '"\\ufeff"', '"\\u200b"', '"null"', '"undefined"', '"NaN"', '"true"', '"0"', '"-1"', '"1e308"', '"2026-02-30"',
    '"0000-00-00T00:00:00Z"', '"../../etc/passwd"', '"<script>alert(1)</script>"', '"\' OR 1=1--"', '"{{7*7}}"', "\"$" + "{7*7}\"", '"%00"',
    '"00000000-0000-0000-0000-000000000000"', '{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"role":"admin"}}}',
    "[null]", "[[]]", "[{}]", '{"$gt":""}', '{"toString":1}',
  ),
  fc.double().map(String),
  fc.integer().map(String),
  fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String),
  fc.string({ unit: "binary", maxLength: 40 }).map((s) => JSON.stringify(s)),
  fc.string({ unit: "grapheme", maxLength: 40 }).map((s) => JSON.stringify(s)),
  fc.string({ unit: "binary-ascii", maxLength: 40 }).map((s) => JSON.stringify(s)),
  fc.integer({ min: 1_000, max: 120_000 }).map((n) => JSON.stringify("ж".repeat(n))),
  fc.integer({ min: 20, max: 5_000 }).map((d) => `${"[".repeat(d)}${"]".repeat(d)}`),
  fc.integer({ min: 20, max: 5_000 }).map((d) => `${'{"a":'.repeat(d)}"\\u0000"${"}".repeat(d)}`),
  fc.uuid().map((u) => JSON.stringify(u)),
  fc.emailAddress().map((e) => JSON.stringify(e)),
  fc.date({ noInvalidDate: true }).map((d) => JSON.stringify(d)),
  fc.array(fc.oneof(fc.integer().map(String), fc.constantFrom('"a"', "null", "{}")), { maxLength: 300 }).map((a) => `[${a.join(",")}]`),
);

/** A value that would pass for a property of this schema (so the one wrong field is what fails). */
function plausibleValue(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  if (!schema) return hostileValue;
  if (schema.enum) return fc.constantFrom(...schema.enum.map((v) => JSON.stringify(v)));
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map(plausibleValue));
  const type = [schema.type].flat()[0];
  switch (type) {
    case "string":
      return fc.oneof(fc.string({ maxLength: 20 }), fc.uuid(), fc.emailAddress(), fc.constantFrom("en", "bg", "2026-11-25", "high", "pending")).map((s) => JSON.stringify(s));
    case "number":
    case "integer":
      return fc.integer({ min: -5, max: 100 }).map(String);
    case "boolean":
      return fc.boolean().map(String);
    case "array":
      return fc.array(plausibleValue(schema.items), { maxLength: 3 }).map((a) => `[${a.join(",")}]`);
    case "object":
      return objectText(schema, 0);
    default:
      return hostileValue;
  }
}

/** An object for this schema as JSON text: some keys kept, some dropped, some wrong, some extra. */
function objectText(schema: JsonSchema | undefined, hostileShare: number): fc.Arbitrary<string> {
  const props = Object.entries(schema?.properties ?? {});
  const entry = ([key, sub]: [string, JsonSchema]) =>
    fc.record({
      keep: fc.integer({ min: 0, max: 9 }),
      value: fc.integer({ min: 0, max: 99 }).chain((r) => (r < hostileShare ? hostileValue : plausibleValue(sub))),
    }).map(({ keep, value }) => (keep < 8 ? `${JSON.stringify(key)}:${value}` : null));
  const extra = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ maxLength: 10 })), hostileValue), { maxLength: 3 });
  return fc.tuple(fc.tuple(...props.map(entry)), extra).map(([kept, more]) => {
    const parts = [...kept.filter((p): p is string => p !== null), ...more.map(([k, v]) => `${JSON.stringify(k)}:${v}`)];
    return `{${parts.join(",")}}`;
  });
}

const INVALID_JSON = ["{", "}", '{"a":}', "[1,]", "'single'", "{a:1}", "", " ", "\u0000", "\ufeff{}", "{}{}", "nul", "tru", '"unterminated', '{"a":1', "[".repeat(100_000), "{\"a\":\"\\ud800\"}", "\\u0000", "0x10", "+1", ".5", "01"];

/** The request body's text: mostly a broken object of the route's schema, sometimes no object at all. */
function bodyText(route: FuzzRoute): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 6, arbitrary: objectText(route.body, 35) },
    { weight: 1, arbitrary: fc.constant("{}") },
    { weight: 2, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.constantFrom(...INVALID_JSON) },
    { weight: 1, arbitrary: objectText(route.body, 20).chain((t) => fc.nat({ max: Math.max(0, t.length - 1) }).map((n) => t.slice(0, n))) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

const CONTENT_TYPES = [
  "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/xml", "application/json; charset=utf-16",
  "application/octet-stream", "application/vnd.api+json", "application/json;;", "APPLICATION/JSON", "application/json; charset=latin1", "*/*", "json",
];
const contentType = fc.oneof({ weight: 8, arbitrary: fc.constant("application/json") }, { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES) }, { weight: 1, arbitrary: fc.constant(undefined) });

/** A query string from the route's query schema, with hostile keys and values (and encodings). */
function queryText(route: FuzzRoute): fc.Arbitrary<string> {
  const keys = Object.keys(route.query?.properties ?? {});
  const key = fc.oneof(
    ...(keys.length ? [{ weight: 4, arbitrary: fc.constantFrom(...keys) }] : []),
    { weight: 1, arbitrary: fc.constantFrom("__proto__", "__proto__[isAdmin]", "constructor[prototype][role]", "a[b][c]", "limit", "cursor", "q", "") },
  );
  const value = fc.oneof(
    fc.constantFrom("", "-1", "0", "1e308", "NaN", "-0", "99999999999999999999", "%00", "%", "%zz", "%E0%A4%A", "%ED%A0%80", "true", "null", "[]", "a,b", "%F0%9F%92%A9"),
    hostileValue.map((v) => encodeQuery(v)),
    fc.string({ maxLength: 30 }).map((v) => encodeQuery(v)),
    fc.integer({ min: 100, max: 20_000 }).map((n) => "z".repeat(n)),
  );
  return fc.array(fc.tuple(key, value), { maxLength: 5 }).map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${encodeQuery(k)}=${v}`).join("&")}` : ""));
}
function encodeQuery(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return "%ED%A0%80"; // a lone surrogate: cannot be UTF-8, sent as its (invalid) bytes
  }
}

/** A path segment for a parameter: ids that are not ids, encodings that are not UTF-8, traversal. */
const paramValue = fc.oneof(
  fc.uuid(),
  fc.constantFrom("00000000-0000-0000-0000-000000000000", "%00", "%2e%2e%2f%2e%2e%2f", "..", "%2e", "%ED%A0%80", "%E0%A4%A", "%", "null", "undefined", "NaN", "-1", "0", "1e308", "%20", "a%2Fb", "%F0%9F%92%A9", "__proto__", "constructor"),
  fc.string({ maxLength: 40 }).map(encodeQuery),
  fc.integer({ min: 200, max: 10_000 }).map((n) => "x".repeat(n)),
);

type Input = { role: Role; method: string; url: string; contentType?: string; body?: string; origin?: string };

function inputs(route: FuzzRoute): fc.Arbitrary<Input> {
  const params = route.url.match(/:[A-Za-z]+/g) ?? [];
  const roles: Role[] = route.signedInOnlyAnonymous ? ["anonymous"] : ["anonymous", "member", "admin"];
  const hasBody = route.method !== "GET" && route.method !== "DELETE";
  return fc
    .record({
      role: fc.constantFrom(...roles),
      params: fc.tuple(...params.map(() => paramValue)),
      query: fc.oneof({ weight: 2, arbitrary: fc.constant("") }, { weight: 3, arbitrary: queryText(route) }),
      body: hasBody ? bodyText(route) : fc.oneof({ weight: 5, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: bodyText(route) }),
      contentType,
      origin: fc.oneof({ weight: 9, arbitrary: fc.constant(origin) }, { weight: 1, arbitrary: fc.constantFrom("https://evil.example", "null", undefined) }),
    })
    .map((g) => {
      let url = route.url;
      params.forEach((p, i) => {
        url = url.replace(p, g.params[i]!);
      });
      return { role: g.role, method: route.method, url: url + g.query, contentType: g.body === undefined ? undefined : g.contentType, body: g.body, origin: g.origin };
    });
}

function send(input: Input): Promise<LightMyRequestResponse> {
  const cookie = cookies[input.role];
  return ctx.app.inject({
    method: input.method as "POST",
    url: input.url,
    remoteAddress: uniqueIp(),
    headers: {
      ...(input.origin ? { origin: input.origin } : {}),
      ...(cookie ? { cookie } : {}),
      ...(input.contentType ? { "content-type": input.contentType } : {}),
    },
    ...(input.body !== undefined ? { payload: input.body } : {}),
  });
}

const short = (s: string | undefined, n = 160) => (s === undefined ? "(none)" : s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);

describe("schema-driven fuzz", () => {
  it(`${TOTAL_INPUTS}+ generated bad inputs over every route and role: 0 answers 5xx; /api/health still 200 (seed ${SEED})`, async () => {
    process.stdout.write(`fuzz seed: ${SEED} (FUZZ_SEED=${SEED} reproduces)\n`);
    const perAppRoute = Math.ceil((TOTAL_INPUTS - PER_AUTH_ROUTE * authRoutes.length) / appRoutes.length);
    const failures: string[] = [];
    const byStatus = new Map<number, number>();
    const byRole = { anonymous: 0, member: 0, admin: 0 };
    let sent = 0;
    let withSchema = 0;
    const started = Date.now();

    const timing: [string, number][] = [];
    for (const [i, route] of ROUTES.entries()) {
      const t0 = Date.now();
      if (route.body || route.query || route.params) withSchema += 1;
      const batch = fc.sample(inputs(route), { seed: SEED + i, numRuns: authRoutes.includes(route) ? PER_AUTH_ROUTE : perAppRoute });
      for (let at = 0; at < batch.length; at += CONCURRENCY) {
        const chunk = batch.slice(at, at + CONCURRENCY);
        const answers = await Promise.all(chunk.map(send));
        answers.forEach((res, k) => {
          const input = chunk[k]!;
          sent += 1;
          byRole[input.role] += 1;
          byStatus.set(res.statusCode, (byStatus.get(res.statusCode) ?? 0) + 1);
          if (res.statusCode >= 500) {
            failures.push(
              `${res.statusCode} ${input.method} ${short(input.url)} as ${input.role}, content-type ${input.contentType}, body ${short(input.body)} → ${short(res.body, 200)} (seed ${SEED + i}, route #${i})`,
            );
          }
        });
      }
      timing.push([`${route.method} ${route.url}`, Date.now() - t0]);
    }
    if (process.env.FUZZ_TIMING) process.stdout.write(`${timing.sort((a, b) => b[1] - a[1]).slice(0, 25).map(([r, ms]) => `${ms} ms ${r}`).join("\n")}\n`);
    const seconds = (Date.now() - started) / 1000;
    const health = await ctx.app.inject({ method: "GET", url: "/api/health" });
    const fivexx = [...byStatus].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
    const statuses = [...byStatus].sort(([a], [b]) => a - b).map(([s, c]) => `${s}:${c}`).join(" ");
    process.stdout.write(`fuzz answers by status: ${statuses}\n`);
    if (failures.length) process.stdout.write(`${failures.slice(0, 30).join("\n")}\n`);

    f.add({ check: "seed (FUZZ_SEED to reproduce)", figure: SEED, target: "fixed", ok: true });
    f.add({ check: "generated bad inputs", figure: sent, target: "≥ 10,000", ok: sent >= 10_000 });
    f.add({ check: "routes fuzzed (app + Better Auth)", figure: `${ROUTES.length} (${appRoutes.length} + ${authRoutes.length})`, target: "every route", ok: appRoutes.length > 0 && authRoutes.length > 0 });
    f.add({ check: "routes with a zod schema to generate from", figure: withSchema, target: "—", ok: true });
    f.add({ check: "inputs as anonymous / member / admin", figure: `${byRole.anonymous} / ${byRole.member} / ${byRole.admin}`, target: "all three", ok: Object.values(byRole).every((n) => n > 0) });
    f.add({ check: "answers 5xx", figure: fivexx, target: "0", ok: fivexx === 0 });
    f.add({ check: "/api/health afterwards", figure: health.statusCode, target: "200", ok: health.statusCode === 200 });
    f.add({ check: "time", figure: `${seconds.toFixed(1)} s`, target: "informational", ok: true });

    expect(sent).toBeGreaterThanOrEqual(10_000);
    expect(failures).toEqual([]);
    expect(health.statusCode).toBe(200);
  }, 300_000); // ~30 s on a quiet machine; CPU-bound, so it slows most when its neighbours run
});
