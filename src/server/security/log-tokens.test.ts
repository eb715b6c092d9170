import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { devMessage } from "../dev-log";
import { loggerOptions } from "../http/log-options";
import { setupTestApp } from "../test/app";
import { logCapture } from "../test/log-capture";
import { figures } from "./report";

/**
 * Capabilities in URLs (appointment cancel and reschedule links, the calendar feed, pay links,
 * deliveries, reset, invite and newsletter links, checkout session ids) against the request
 * log: every route of the live app that takes a value in its path or query — Fastify's table
 * and Better Auth's endpoints, walked, not listed — plus the links the product mails (pages,
 * served by the not-found handler) and each token route called with a method it does not
 * take (a 404), all with a real token's shape, and the log lines searched for the tokens.
 */
const f = figures("Tokens in the request log");
afterAll(f.print);

const { lines, stream } = logCapture();
const ctx = await setupTestApp({ logger: { ...loggerOptions("info"), stream } });

/** A token as the product makes them: 32 random bytes, base64url. */
const newToken = () => randomBytes(32).toString("base64url");

/** The names a zod object schema (a route's query) declares. */
const keysOf = (schema: unknown): string[] => Object.keys((schema as { shape?: Record<string, unknown> } | undefined)?.shape ?? {});

type Probe = { method: string; url: string; tokens: string[] };

function probe(method: string, route: string, queryKeys: string[]): Probe {
  const tokens: string[] = [];
  const take = () => {
    const t = newToken();
    tokens.push(t);
    return t;
  };
  const path = route.replace(/:[A-Za-z_]+/g, () => take());
  const query = queryKeys.map((k) => `${encodeURIComponent(k)}=${take()}`).join("&");
  return { method, url: query ? `${path}?${query}` : path, tokens };
}

function probes(): Probe[] {
  const out: Probe[] = [];
  for (const r of ctx.app.routeTable()) {
    if (r.url.endsWith("*")) continue; // Better Auth's wildcard: its endpoints are walked below; static files take nothing
    const query = keysOf(r.schema.querystring);
    if (!r.url.includes(":") && query.length === 0) continue;
    for (const method of r.method.split(",")) out.push(probe(method, r.url, query));
    // The same path with a method it does not take: no route, so the not-found handler's log line.
    if (r.url.includes(":")) out.push(probe(["PUT", "PATCH", "DELETE"].find((m) => !r.method.includes(m)) ?? "PUT", r.url, []));
  }
  for (const endpoint of Object.values(ctx.app.auth.api as Record<string, { path?: string; options?: { method?: string | string[]; query?: unknown } }>)) {
    if (!endpoint.path) continue;
    const query = keysOf(endpoint.options?.query);
    if (!endpoint.path.includes(":") && query.length === 0) continue;
    for (const method of [endpoint.options?.method ?? "POST"].flat()) out.push(probe(method, `/api/auth${endpoint.path}`, query));
  }
  // The links the product sends, as a browser opens them: pages, which no route names.
  const links = [
    "/reset-password?token=:t",
    "/bg/reset-password?token=:t",
    "/invite?token=:t",
    "/pay/:t",
    "/test-checkout/:t",
    "/checkout/success?session_id=:t",
    "/book/cancel?token=:t&lang=bg",
    "/book/reschedule?token=:t",
    "/newsletter/confirm?token=:t",
    "/newsletter/unsubscribe?token=:t",
    "/api/newsletter/one-click?token=:t&lang=en",
    "/calendar/:t.ics",
    "/api/auth/reset-password/:t?callbackURL=%2Freset-password",
  ];
  for (const link of links) {
    const tokens: string[] = [];
    const url = link.replace(/:t/g, () => {
      const t = newToken();
      tokens.push(t);
      return t;
    });
    out.push({ method: "GET", url, tokens }, { method: "POST", url, tokens });
  }
  return out;
}

describe("the request log", () => {
  it("never holds a token that came in a URL's path or query", async () => {
    const all = probes();
    lines.length = 0;
    let n = 0;
    for (const p of all) {
      n += 1;
      await ctx.app.inject({ method: p.method as "GET", url: p.url, headers: { origin: ctx.config.publicUrl, "x-request-id": `token-probe-${n}` } });
    }
    const tokens = all.flatMap((p) => p.tokens);
    const leaking = lines.filter((l) => tokens.some((t) => l.includes(t)));
    // What a developer reads (dev-log.ts) is made from the same line.
    const devLines = lines.map((l) => devMessage(JSON.parse(l), "msg", "info", { colors: {} as never }));
    const leakingDev = devLines.filter((l) => tokens.some((t) => l.includes(t)));
    const logged = new Set(lines.map((l) => JSON.parse(l).reqId as string).filter((id) => id?.startsWith("token-probe-")));

    f.add({ check: "requests with a token in every path or query parameter", figure: all.length, target: "each route and mailed link", ok: all.length > 60 });
    f.add({ check: "of them with their line in the log", figure: logged.size, target: String(all.length), ok: logged.size === all.length });
    f.add({ check: "tokens in the log", figure: leaking.length, target: "0", ok: leaking.length === 0 });
    f.add({ check: "tokens in the development log", figure: leakingDev.length, target: "0", ok: leakingDev.length === 0 });
    expect(logged.size).toBe(all.length);
    expect(leaking.map((l) => JSON.parse(l).req?.url ?? JSON.parse(l).msg)).toEqual([]);
    expect(leakingDev).toEqual([]);
  });
});
