import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from "fastify";

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

/**
 * One log line per request, when it has been answered: method, scrubbed URL (the logger's
 * serializer), status and time together under the request's id. Fastify's default writes
 * two, "incoming request" and "request completed", and only the first names the URL.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const entry = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...entry, err: error }, "request errored");
    else reply.log.info(entry, "request completed");
  }
}
