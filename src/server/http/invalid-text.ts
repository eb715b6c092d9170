import type { FastifyInstance, FastifyReply } from "fastify";
import { msg } from "../../core/i18n/messages/message";
import { errorBody, HttpError } from "./errors";

export const INVALID_TEXT_MESSAGE = msg("api.invalidText");

/**
 * Control characters that no keyboard types and no text holds: C0 but tab, line feed and
 * carriage return, and DEL. NUL cannot be stored (PostgreSQL text refuses it: the query fails,
 * a 500); the others are invisible, end a calendar feed's validity (iCalendar TEXT excludes
 * them), and a terminal that prints a log line obeys ESC. Escape sequences typed as text
 * (`\u0000`, six characters) are text: a message mails them as typed (src/core/i18n/catalogue.ts).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Lone UTF-16 surrogates: not text at all (stored as U+FFFD, silently changing what was sent). Valid pairs (emoji…) are allowed. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isInvalidText(s: string): boolean {
  return CONTROL_CHARACTER.test(s) || LONE_SURROGATE.test(s);
}

/** The first invalid string anywhere in a parsed value (object keys included), as its path. */
export function findInvalidText(value: unknown, path = "", depth = 0): string | undefined {
  if (typeof value === "string") return isInvalidText(value) ? path || "_" : undefined;
  if (value === null || typeof value !== "object" || depth > 32) return undefined;
  // Parsed JSON, query and params only: a Buffer or a stream (file bodies) is not text.
  if (Buffer.isBuffer(value) || typeof (value as { pipe?: unknown }).pipe === "function") return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (isInvalidText(key)) return at;
    const found = findInvalidText(item, at, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** A body kept as JSON text for a handler that parses it itself (Better Auth's routes). */
function parsedText(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/**
 * One guard for every route, before validation and before anything reaches the database:
 * body, query and path parameters with invalid text answer 400 with the standard error
 * body. File bodies (Buffers) are content, not text, and are left to their route.
 */
export function installInvalidTextGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (req) => {
    const body = typeof req.body === "string" ? parsedText(req.body) : req.body;
    const found =
      findInvalidText(req.params, "params") ?? findInvalidText(req.query, "query") ?? findInvalidText(body, "body");
    if (found) throw new HttpError(400, "invalid_text", INVALID_TEXT_MESSAGE);
  });
}

/**
 * Fastify's `frameworkErrors` option: a path whose percent-encoding is not UTF-8
 * (`/api/x/%ED%A0%80`) is refused by the router before any hook runs; it answers the
 * standard error body too. An over-long path parameter is an unknown id: 404.
 */
export function frameworkError(error: { code?: string }, _req: unknown, reply: FastifyReply): void {
  // A path parameter longer than the router's limit (100 characters) is longer than any id: it names nothing.
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") return void reply.status(404).send(errorBody("not_found", msg("api.notFound")));
  const code = error.code === "FST_ERR_BAD_URL" ? "invalid_text" : "bad_request";
  const message = error.code === "FST_ERR_BAD_URL" ? INVALID_TEXT_MESSAGE : msg("api.badRequest");
  void reply.status(400).send(errorBody(code, message));
}
