import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ApiErrorBody } from "../../core/api-error";
import { keyOf } from "../../core/i18n/messages/key-of";

/** An error a handler throws on purpose: it leaves the API as-is, with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message = "Not found"): never => {
  throw new HttpError(404, "not_found", message);
};

/**
 * The error's JSON: its English message and, when the messages catalogue has it, its key and
 * parameters (src/core/i18n/messages), and the same for each field's message.
 */
export function errorBody(code: string, message: string, fields?: Record<string, string>): ApiErrorBody {
  const body: ApiErrorBody["error"] = { code, message, ...keyOf(message) };
  if (!fields) return { error: body };
  const fieldKeys = Object.fromEntries(Object.entries(fields).flatMap(([field, text]) => {
    const keyed = keyOf(text);
    return keyed ? [[field, keyed]] : [];
  }));
  return { error: { ...body, fields, ...(Object.keys(fieldKeys).length > 0 ? { fieldKeys } : {}) } };
}

const FASTIFY_CODES: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: "payload_too_large", message: "The request is too large." },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: "unsupported_media_type", message: "Unsupported content type." },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: "bad_request", message: "Invalid Content-Length." },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: "bad_request", message: "The request body is empty." },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: "invalid_json", message: "The request body is not valid JSON." },
};

/** How long a client is asked to wait (Retry-After) when a service we depend on is down. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
export const UNAVAILABLE_MESSAGE = "The service is briefly unavailable. Please try again in a few seconds.";
export const STORAGE_FULL_MESSAGE = "There is no room left to store files right now. Please try again later.";

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
export function dependencyFailure(err: unknown): { status: 503 | 507; code: string; message: string } | undefined {
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
      return reply.status(404).send(errorBody("not_found", "Not found"));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const key = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "_";
        fields[key] ??= issue.message ?? "Invalid value";
      }
      const first = err.validation[0]?.message ?? "Invalid request";
      return reply.status(400).send(errorBody("validation_failed", first, fields));
    }
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send(errorBody(err.code, err.message, err.fields));
    }
    const known = err.code ? FASTIFY_CODES[err.code] : undefined;
    if (known) return reply.status(known.status).send(errorBody(known.code, known.message));
    if (err instanceof SyntaxError || err.statusCode === 400) {
      return reply.status(400).send(errorBody("bad_request", "The request could not be understood."));
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
    return reply.status(status).send(errorBody("internal_error", "Something went wrong on our side. Please try again."));
  });
}
