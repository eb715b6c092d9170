import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ApiErrorBody } from "../../core/api-error";

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

export function errorBody(code: string, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

const FASTIFY_CODES: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: "payload_too_large", message: "The request is too large." },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: "unsupported_media_type", message: "Unsupported content type." },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: "bad_request", message: "Invalid Content-Length." },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: "bad_request", message: "The request body is empty." },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: "invalid_json", message: "The request body is not valid JSON." },
};

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
    req.log.error({ err }, "request failed");
    return reply.status(status).send(errorBody("internal_error", "Something went wrong on our side. Please try again."));
  });
}
