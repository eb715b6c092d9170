import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Paths that check their own callers: Better Auth (same rule as below) and the signed payment webhook. */
const EXEMPT = [/^\/api\/auth\//, /^\/api\/payments\/webhook\/?$/];

export const CROSS_ORIGIN_MESSAGE = "This request came from another site and was refused.";

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
 * CSRF defence for our own state-changing API routes, the same rule Better Auth applies to
 * its own: a request that names its origin (Origin, else Referer) must come from ours. A
 * request that names none is a non-browser client; it is let through only without a
 * cookie, because without one it carries no ambient authority to abuse. Browsers always
 * send Origin on POST/PUT/PATCH/DELETE, so the web app is unaffected.
 */
export function installOriginCheck(app: FastifyInstance, trustedOrigins: readonly string[]): void {
  const trusted = new Set(trustedOrigins);
  app.addHook("onRequest", async (req) => {
    if (SAFE_METHODS.has(req.method)) return;
    const path = req.url.split("?")[0] ?? "";
    if (!path.startsWith("/api/") || EXEMPT.some((re) => re.test(path))) return;
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
