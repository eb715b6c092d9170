import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ApiErrorBody, WireMessage } from "../../core/api-error";
import "../../core/i18n/messages/bulgarian";
import { say } from "../../core/i18n/messages/catalogue";
import { isMessage, type Message, msg, messageOfText } from "../../core/i18n/messages/message";

/** A message as a handler raises it: by key (a *_MESSAGES entry), or a text (a schema's, a library's). */
export type Said = Message | string;

/** An error a handler throws on purpose: it leaves the API as-is, with its status. */
export class HttpError extends Error {
  /** The message by key, as raised; `message` is its English (logs, the error's text). */
  readonly said: Said;
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: Said,
    readonly fields?: Record<string, Said>,
  ) {
    super(say(message, "en"));
    this.said = message;
  }
}

export const notFound = (message: Said = msg("api.notFound")): never => {
  throw new HttpError(404, "not_found", message);
};

/**
 * A message for the wire: its key and parameters, each parameter that is a message keyed the
 * same way; a text that is no message of the catalogue has none (it shows as it is).
 */
function wireOf(said: Said, depth = 0): WireMessage | undefined {
  const keyed = typeof said === "string" ? messageOfText(said) : said;
  if (!keyed) return undefined;
  if (!keyed.params) return { key: keyed.key };
  const params = Object.fromEntries(
    Object.entries(keyed.params).map(([name, value]) => [name, isMessage(value) ? (depth === 0 ? (wireOf(value, 1) ?? say(value, "en")) : say(value, "en")) : value]),
  );
  return { key: keyed.key, params } as WireMessage;
}

/** A success answer's message (core/api-error-schema.ts `saidShape`): its English, and its key and parameters. */
export const said = (message: Said): { message: string; key?: string; params?: WireMessage["params"] } => ({ message: say(message, "en"), ...wireOf(message) });

/**
 * The error's JSON: its English message (said from the catalogue's English) and its key and
 * parameters (src/core/i18n/messages), so the web says it in its reader's language; the same
 * for each field's message.
 */
export function errorBody(code: string, message: Said, fields?: Record<string, Said>): ApiErrorBody {
  const body: ApiErrorBody["error"] = { code, message: say(message, "en"), ...wireOf(message) };
  if (!fields) return { error: body };
  const texts = Object.fromEntries(Object.entries(fields).map(([field, said]) => [field, say(said, "en")]));
  const fieldKeys = Object.fromEntries(Object.entries(fields).flatMap(([field, said]) => {
    const keyed = wireOf(said);
    return keyed ? [[field, keyed]] : [];
  }));
  return { error: { ...body, fields: texts, ...(Object.keys(fieldKeys).length > 0 ? { fieldKeys } : {}) } };
}

const FASTIFY_CODES: Record<string, { status: number; code: string; message: Message }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: "payload_too_large", message: msg("api.payloadTooLarge") },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: "unsupported_media_type", message: msg("api.unsupportedContentType") },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: "bad_request", message: msg("api.invalidContentLength") },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: "bad_request", message: msg("api.emptyBody") },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: "invalid_json", message: msg("api.invalidJson") },
};

/** How long a client is asked to wait (Retry-After) when a service we depend on is down. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
export const UNAVAILABLE_MESSAGE = msg("api.serviceUnavailable");
export const STORAGE_FULL_MESSAGE = msg("api.storageFull");

/** Network failures reaching PostgreSQL or object storage (Node's and the AWS SDK's names). */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH", "ECONNABORTED"]);
/**
 * PostgreSQL's SQLSTATEs for a server that is shutting down, starting, or out of connections,
 * and class 08 (the connection itself failed): the database is down, not the request wrong.
 */
const POSTGRES_UNAVAILABLE = /^(57P0[1-3]|08\d{3}|53300)$/;
/** node-postgres' own words when it has no connection to give (pool connect timeout, a dropped link). */
const PG_UNAVAILABLE_TEXT = /timeout exceeded when trying to connect|Connection terminated|connection error and is not queryable|Client was closed and is not queryable/i;

/** The error and its causes (Drizzle wraps the driver's error in `cause`). */
function* causes(err: unknown): Generator<{ code?: unknown; message?: unknown; name?: unknown; $metadata?: { httpStatusCode?: number } }> {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) yield e as object;
}

/**
 * A dependency failed rather than the request: the database or the object storage cannot be
 * reached (503, try again shortly), or the disk is full (507). Undefined for anything else.
 */
export function dependencyFailure(err: unknown): { status: 503 | 507; code: string; message: Message } | undefined {
  for (const e of causes(err)) {
    const code = typeof e.code === "string" ? e.code : "";
    if (code === "ENOSPC" || code === "EDQUOT") return { status: 507, code: "storage_full", message: STORAGE_FULL_MESSAGE };
    const s3Down = e.name === "TimeoutError" || (e.$metadata?.httpStatusCode ?? 0) >= 500;
    const pgDown = POSTGRES_UNAVAILABLE.test(code) || (typeof e.message === "string" && PG_UNAVAILABLE_TEXT.test(e.message));
    if (NETWORK_CODES.has(code) || pgDown || s3Down) return { status: 503, code: "service_unavailable", message: UNAVAILABLE_MESSAGE };
  }
  return undefined;
}

/**
 * One error handler for the whole API: validation errors carry the schema's messages
 * (the first one is the one to show), client errors keep their text, and a 5xx never
 * leaks its details (SQL, stack) — it is logged instead.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    // A path id the route's schema refuses (too long, not its shape) names nothing: the same
    // 404 as an unknown id, so odd ids neither 400 nor reveal which rule they broke.
    if (hasZodFastifySchemaValidationErrors(err) && (err as { validationContext?: string }).validationContext === "params") {
      return reply.status(404).send(errorBody("not_found", msg("api.notFound")));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, Said> = {};
      for (const issue of err.validation) {
        const key = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "_";
        fields[key] ??= issue.message ?? msg("api.invalidValue");
      }
      const first = err.validation[0]?.message ?? msg("api.invalidRequest");
      return reply.status(400).send(errorBody("validation_failed", first, fields));
    }
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send(errorBody(err.code, err.said, err.fields));
    }
    const known = err.code ? FASTIFY_CODES[err.code] : undefined;
    if (known) return reply.status(known.status).send(errorBody(known.code, known.message));
    if (err instanceof SyntaxError || err.statusCode === 400) {
      return reply.status(400).send(errorBody("bad_request", msg("api.badRequest")));
    }
    const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
    if (status < 500) {
      return reply.status(status).send(errorBody(err.code?.toLowerCase() ?? "bad_request", err.message));
    }
    const failure = dependencyFailure(err);
    if (failure) {
      req.log.warn({ err }, `request failed: ${failure.code}`);
      if (failure.status === 503) reply.header("Retry-After", String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return reply.status(failure.status).send(errorBody(failure.code, failure.message));
    }
    req.log.error({ err }, "request failed");
    return reply.status(status).send(errorBody("internal_error", msg("api.internalError")));
  });
}
