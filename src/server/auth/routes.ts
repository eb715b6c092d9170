import type { FastifyReply, FastifyRequest } from "fastify";
import { AUTH_BASE_PATH } from "../../core/routes/auth";
import type { AppInstance } from "../http/types";
import { atLeast, EVEN_TIMING_MS } from "../http/even-timing";
import { clientKey, RateLimitedError, type Rule, RULES } from "../http/rate-limit";
import { authErrorMessage } from "./error-messages";
import { copyResponseHead, fetchRequest, readJson } from "./fetch-bridge";
import { throttleSignIn } from "./sign-in-throttle";
import { errorBody } from "../http/errors";

type Limit = { bucket: string; rule: Rule; perEmail?: Rule };

/** Better Auth endpoints (below /api/auth) that guess a secret or send mail, and their limits. */
const LIMITS: Record<string, Limit> = {
  "/sign-in/email": { bucket: "sign-in", rule: RULES.signIn },
  "/sign-up/email": { bucket: "sign-up", rule: RULES.signUp },
  "/request-password-reset": { bucket: "reset", rule: RULES.reset, perEmail: RULES.resetPerEmail },
  "/reset-password": { bucket: "reset", rule: RULES.reset },
  "/send-verification-email": { bucket: "verify-mail", rule: RULES.reset, perEmail: RULES.resetPerEmail },
  "/two-factor/verify-totp": { bucket: "two-factor", rule: RULES.twoFactor },
  "/two-factor/verify-backup-code": { bucket: "two-factor", rule: RULES.twoFactor },
  "/two-factor/verify-otp": { bucket: "two-factor", rule: RULES.twoFactor },
  "/two-factor/send-otp": { bucket: "two-factor", rule: RULES.twoFactor },
  "/change-password": { bucket: "password-check", rule: RULES.passwordCheck },
  "/two-factor/enable": { bucket: "password-check", rule: RULES.passwordCheck },
  "/two-factor/disable": { bucket: "password-check", rule: RULES.passwordCheck },
  "/two-factor/get-totp-uri": { bucket: "password-check", rule: RULES.passwordCheck },
  "/two-factor/generate-backup-codes": { bucket: "password-check", rule: RULES.passwordCheck },
  "/verify-password": { bucket: "password-check", rule: RULES.passwordCheck },
};

/** Counts an attempt by address (and by email when the rule has one); 429 past the limit. */
export async function limitAttempt(app: AppInstance, req: FastifyRequest, reply: FastifyReply, limit: Limit, email?: unknown): Promise<void> {
  try {
    await app.rateLimiter.hit(limit.bucket, clientKey(req), limit.rule);
    if (limit.perEmail && typeof email === "string" && email.trim()) {
      await app.rateLimiter.hit(`${limit.bucket}:email`, email.trim().toLowerCase(), limit.perEmail);
    }
  } catch (err) {
    if (err instanceof RateLimitedError) reply.header("Retry-After", String(err.retryAfterSeconds));
    throw err;
  }
}

/** Endpoints whose answer could tell whether an address has an account: they take as long either way. */
const EVEN_TIMING: Record<string, number> = {
  "/sign-in/email": EVEN_TIMING_MS.passwordCheck,
  "/sign-up/email": EVEN_TIMING_MS.mailForm,
  "/request-password-reset": EVEN_TIMING_MS.mailForm,
  "/send-verification-email": EVEN_TIMING_MS.mailForm,
};

export const SIGN_IN_LIMIT = LIMITS["/sign-in/email"]!;

function emailIn(body: string | undefined): unknown {
  if (!body) return undefined;
  try {
    return (JSON.parse(body) as { email?: unknown }).email;
  } catch {
    return undefined;
  }
}

/** Session tokens stay in their HttpOnly cookie: they are taken out of JSON bodies. */
function withoutTokens(body: Record<string, unknown>): Record<string, unknown> {
  const { token: _token, ...rest } = body;
  const session = rest.session as Record<string, unknown> | undefined;
  if (session && typeof session === "object" && "token" in session) {
    const { token: _t, ...safeSession } = session;
    rest.session = safeSession;
  }
  return rest;
}

/**
 * Better Auth mounted at /api/auth/*: Fastify request → Fetch Request → Fastify reply.
 * Errors keep Better Auth's `{ code, message }` (its client reads them) with the product's
 * texts, plus our `{ error: { code, message } }` shape.
 */
export async function authRoutes(app: AppInstance) {
  const { config } = app.deps;
  // Better Auth parses bodies itself; sign-out posts an empty JSON body, which Fastify's parser refuses.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_req, body, done) => done(null, body));

  app.route({
    method: ["GET", "POST"],
    url: `${AUTH_BASE_PATH}/*`,
    config: { access: "public" },
    schema: { hide: true },
    async handler(req, reply) {
      // The path the router matched (decoded), not the raw URL: `/%61pi/auth/sign-in/email`
      // reaches this route too, and must meet the same limits and the same Better Auth endpoint.
      const path = `/${(req.params as { "*"?: string })["*"] ?? ""}`;
      const query = req.url.slice((req.url.split("?")[0] ?? "").length);
      const body = typeof req.body === "string" && req.body !== "" ? req.body : undefined;
      const limit = req.method === "POST" ? LIMITS[path] : undefined;
      let settle: ((status: number, code?: unknown) => Promise<void>) | undefined;
      if (limit) {
        try {
          await limitAttempt(app, req, reply, limit, emailIn(body));
          if (path === "/sign-in/email") settle = await throttleSignIn(app, req, reply, emailIn(body));
        } catch (err) {
          if (!(err instanceof RateLimitedError)) throw err;
          return reply.status(429).send({ code: "RATE_LIMITED", message: err.message, ...errorBody(err.code, err.said) });
        }
      }

      const call = () => app.auth.handler(fetchRequest(req, config.publicUrl, { url: `/api/auth${encodeURI(path)}${query}`, body }));
      const floor = req.method === "POST" ? EVEN_TIMING[path] : undefined;
      const response = floor ? await atLeast(floor, call) : await call();
      copyResponseHead(reply, response);
      const json = await readJson(response);
      await settle?.(response.status, json?.code);
      if (!json) return reply.send(Buffer.from(await response.arrayBuffer()));
      if (response.status < 400) return reply.send(withoutTokens(json));
      const code = typeof json.code === "string" ? json.code : undefined;
      const said = authErrorMessage(path, code, typeof json.message === "string" ? json.message : undefined);
      const answer = errorBody((code ?? "auth_failed").toLowerCase(), said);
      return reply.send({ code: code ?? "AUTH_FAILED", message: answer.error.message, ...answer });
    },
  });
}
