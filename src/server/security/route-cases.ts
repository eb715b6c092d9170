import type { LightMyRequestResponse } from "fastify";
import { notificationsRoutes } from "../../core/routes/notifications";
import type { AppInstance } from "../http/types";
import { AUTH_ENDPOINT_ACCESS, type AuthEndpointAccess } from "../auth/endpoint-access";
import { setupTestApp } from "../test/app";
import { uniqueIp } from "../test/browser";
import { createAdmin, createMember } from "../test/factories";
import { FILES, tempStore } from "../test/payments";
import { NOT_JSON_ROUTES, type RouteSample, routeSamples, SOME_ID } from "../test/route-samples";

/**
 * The app a sweep over every route calls (files in a temporary store), its operator, and the
 * route samples, which act on a client of the operator's so that the sweep's members stay as they were.
 */
export async function sweepApp() {
  const { store } = tempStore();
  const ctx = await setupTestApp({ storage: store });
  const admin = await createAdmin(ctx);
  const client = await createMember(ctx);
  return { store, ctx, admin, samples: routeSamples({ client, admin }) };
}

/** The one Fastify route Better Auth's endpoints sit behind. */
const AUTH_WILDCARD = "/api/auth/*";
const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * One callable route of the live app: a Fastify route (one method of it), or one Better
 * Auth endpoint behind the wildcard. `access` is what it declares (Fastify: config.access;
 * Better Auth: auth/endpoint-access.ts); undefined when nothing declares it.
 */
export type RouteCase = {
  key: string;
  source: "fastify" | "better-auth";
  method: string;
  /** The route as declared ("/api/tasks/:id", "/api/auth/sign-in/email"). */
  route: string;
  access: AuthEndpointAccess | undefined;
  /** The URL to call ("SESSION" inside it: a test-gateway session id the caller supplies). */
  path: string;
  /** JSON body, a file, a raw JSON text, or nothing. */
  body: { kind: "json"; value: object } | { kind: "file" } | { kind: "raw"; text: string } | { kind: "none" };
  /** A mutating route with no sample (route-samples.ts): it cannot be exercised. */
  missingSample: boolean;
  /** The role whose call the sample was written for. */
  sampleAs?: "admin";
};

const fillParams = (url: string) => url.replace(/:[A-Za-z]+/g, SOME_ID).replace(/\*$/, "index.html");

/**
 * Every route of the live app with its declared access and a sample request:
 * Fastify's route table (HEAD twins included) and every endpoint of the Better Auth
 * instance (its own list, so a plugin's new endpoint shows up here unlisted).
 */
export function liveRouteCases(app: AppInstance, samples: Record<string, RouteSample[]>): { cases: RouteCase[]; staleAuthListings: string[] } {
  const cases: RouteCase[] = [];
  for (const r of app.routeTable()) {
    const key = `${r.method} ${r.url}`;
    for (const method of r.method.split(",")) {
      if (r.url === AUTH_WILDCARD && method !== "HEAD") continue; // its endpoints are listed below
      const sample = samples[key]?.[0];
      const mutating = MUTATING.has(method);
      const notJson = NOT_JSON_ROUTES.has(key);
      const body: RouteCase["body"] = !mutating
        ? { kind: "none" }
        : notJson
          ? r.url === "/api/payments/webhook"
            ? { kind: "raw", text: "{}" }
            : { kind: "file" }
          : sample
            ? { kind: "json", value: sample.body }
            : { kind: "none" };
      const path = r.url === AUTH_WILDCARD ? "/api/auth/ok" : sample?.path ?? fillParams(r.url);
      cases.push({
        key: `${method} ${r.url}`,
        source: "fastify",
        method,
        route: r.url,
        access: r.access as RouteCase["access"],
        path,
        body,
        missingSample: mutating && !notJson && !sample,
        sampleAs: sample?.as,
      });
    }
  }

  const authSamples = samples[`GET,POST ${AUTH_WILDCARD}`] ?? [];
  const live = new Set<string>();
  for (const endpoint of Object.values(app.auth.api as Record<string, { path?: string; options?: { method?: string | string[] } }>)) {
    if (!endpoint.path) continue; // server-only helpers, not reachable over HTTP
    live.add(endpoint.path);
    const methods = [endpoint.options?.method ?? "POST"].flat();
    for (const method of methods) {
      const route = `/api/auth${endpoint.path}`;
      const sample = samples[`${method} ${route}`]?.[0] ?? (method === "POST" ? authSamples.find((s) => s.path === route) : undefined);
      cases.push({
        key: `${method} ${route}`,
        source: "better-auth",
        method,
        route,
        access: AUTH_ENDPOINT_ACCESS[endpoint.path],
        path: sample?.path ?? fillParams(route).replace(SOME_ID, "x"),
        body: method === "POST" ? { kind: "json", value: sample?.body ?? {} } : { kind: "none" },
        missingSample: false,
        sampleAs: sample?.as,
      });
    }
  }
  const staleAuthListings = Object.keys(AUTH_ENDPOINT_ACCESS).filter((p) => !live.has(p));
  return { cases, staleAuthListings };
}

export type CallOptions = {
  cookie?: string;
  origin?: string | null;
  /** Overrides the URL (path variants); "SESSION" is replaced by `session`. */
  url?: string;
  session?: string;
  body?: RouteCase["body"];
  headers?: Record<string, string>;
};

/** Calls a route case once, from a fresh client address; the live stream is closed once its head arrives. */
export async function callRoute(app: AppInstance, c: RouteCase, opts: CallOptions = {}): Promise<LightMyRequestResponse> {
  const url = (opts.url ?? c.path).replace("SESSION", opts.session ?? SOME_ID);
  const body = opts.body ?? c.body;
  const headers: Record<string, string> = { ...(opts.origin ? { origin: opts.origin } : {}), ...(opts.cookie ? { cookie: opts.cookie } : {}) };
  let payload: string | Buffer | object | undefined;
  if (body.kind === "json") payload = body.value;
  if (body.kind === "raw") {
    payload = body.text;
    headers["content-type"] = "application/json";
  }
  if (body.kind === "file") {
    payload = FILES.pdf;
    headers["content-type"] = "application/octet-stream";
    headers["x-file-name"] = "contract.pdf";
  }
  const stream = c.route === notificationsRoutes.stream.path;
  const res = await app.inject({
    method: c.method as "POST",
    url,
    remoteAddress: uniqueIp(),
    headers: { ...headers, ...opts.headers },
    ...(payload === undefined ? {} : { payload }),
    ...(stream ? { payloadAsStream: true } : {}),
  });
  if (stream) res.stream().destroy();
  return res;
}
