import { msg } from "../../core/i18n/messages/message";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Routes that check their own callers: Better Auth (same rule as below) and the signed
 * payment webhook. Named by the route they matched, never by the raw URL: the router
 * decodes `/%61pi/...`, so a prefix test on req.url is bypassed by any encoding.
 */
const EXEMPT_ROUTES = new Set(["/api/auth/*", "/api/payments/webhook"]);

export const CROSS_ORIGIN_MESSAGE = msg("api.crossSite");

function originOf(req: FastifyRequest): string | undefined {
  const origin = req.headers.origin;
  if (origin) return origin;
  const referer = req.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return "null";
  }
}

/**
 * CSRF defence for our own state-changing routes, the same rule Better Auth applies to
 * its own: a request that names its origin (Origin, else Referer) must come from ours. A
 * request that names none is a non-browser client; it is let through only without a
 * cookie, because without one it carries no ambient authority to abuse. Browsers always
 * send Origin on POST/PUT/PATCH/DELETE, so the web app is unaffected.
 *
 * Every non-safe request is checked, whatever its path looks like, except the routes
 * above (an unmatched one has no route URL, and is checked too).
 */
export function installOriginCheck(app: FastifyInstance, trustedOrigins: readonly string[]): void {
  const trusted = new Set(trustedOrigins);
  app.addHook("onRequest", async (req) => {
    if (SAFE_METHODS.has(req.method)) return;
    const route = req.routeOptions.url;
    if (route && EXEMPT_ROUTES.has(route)) return;
    const origin = originOf(req);
    if (origin) {
      if (!trusted.has(origin)) throw new HttpError(403, "invalid_origin", CROSS_ORIGIN_MESSAGE);
      return;
    }
    if (req.headers["sec-fetch-site"] === "cross-site" || req.headers.cookie) {
      throw new HttpError(403, "invalid_origin", CROSS_ORIGIN_MESSAGE);
    }
  });
}
