import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";

export const REQUEST_ID_HEADER = "X-Request-Id";

/** What a proxy or client may hand us as a request id: short, printable, no spaces or quotes. */
const SANE_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/**
 * The id every log line of a request carries: the caller's X-Request-Id when it looks like
 * one (so a proxy's id follows the request through our logs), else a fresh UUID. Anything
 * else is dropped rather than written to the log as given.
 */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers["x-request-id"];
  return typeof given === "string" && SANE_ID.test(given) ? given : randomUUID();
}

/** Echoes the id back, so a user's error report or a proxy log can name the request. */
export function installRequestIdEcho(app: FastifyInstance): void {
  app.addHook("onRequest", async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
  });
}
