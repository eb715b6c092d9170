import { createHash } from "node:crypto";
import { isIPv6 } from "node:net";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AUTH_MESSAGES } from "../../core/auth";
import type { Clock } from "../clock";
import { HttpError } from "./errors";
import type { LimitStore } from "./limit-store";

export type Rule = { max: number; windowMs: number };

/**
 * Limits on the endpoints that guess or send something: per client address, and per email
 * where one is given. Password guesses per account are slowed per guessing address
 * instead (auth/sign-in-throttle.ts), so nobody can lock an account out.
 */
export const RULES = {
  signIn: { max: 10, windowMs: 60_000 },
  signUp: { max: 5, windowMs: 60_000 },
  reset: { max: 5, windowMs: 60_000 },
  resetPerEmail: { max: 3, windowMs: 15 * 60_000 },
  twoFactor: { max: 10, windowMs: 60_000 },
  /** Endpoints that check the signed-in user's password (change it, 2FA, delete the account). */
  passwordCheck: { max: 10, windowMs: 60_000 },
  /** A person writes once or twice; a script filling the operator's inbox writes hundreds. */
  contact: { max: 5, windowMs: 10 * 60_000 },
  newsletter: { max: 5, windowMs: 10 * 60_000 },
  /** Confirmation mails to one address, whoever asks: the form cannot be used to mail-bomb someone. */
  newsletterMailPerEmail: { max: 3, windowMs: 60 * 60_000 },
} satisfies Record<string, Rule>;

export class RateLimitedError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, "rate_limited", AUTH_MESSAGES.rateLimited);
  }
}

/** A counter's key: the bucket, then a hash of what is counted (no address or email is stored). */
export function limitKey(bucket: string, key: string): string {
  return `${bucket}:${createHash("sha256").update(key).digest("base64url").slice(0, 32)}`;
}

/**
 * Fixed-window counters in a LimitStore (http/limit-store.ts): the database or Redis, so
 * every server instance counts the same attempts.
 */
export function createRateLimiter(clock: Clock, store: LimitStore) {
  async function count(bucket: string, key: string, rule: Rule): Promise<{ over: boolean; retryAfterSeconds: number }> {
    const now = clock.now().getTime();
    const c = await store.hit(limitKey(bucket, key), rule.windowMs, now);
    return { over: c.count > rule.max, retryAfterSeconds: Math.max(1, Math.ceil((c.expiresAt - now) / 1000)) };
  }
  return {
    store,
    /** Counts one attempt; throws RateLimitedError once `rule.max` attempts were made in the window. */
    async hit(bucket: string, key: string, rule: Rule): Promise<void> {
      const c = await count(bucket, key, rule);
      if (c.over) throw new RateLimitedError(c.retryAfterSeconds);
    },
    /** Like hit, but answers false instead of throwing: for limits the client must not be able to observe. */
    async allow(bucket: string, key: string, rule: Rule): Promise<boolean> {
      return !(await count(bucket, key, rule)).over;
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * A route's onRequest hook counting every request by client address, before the body is
 * read: past the limit it answers 429 with the standard error body and a Retry-After.
 */
export function limitByAddress(bucket: string, rule: Rule) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    try {
      await req.server.rateLimiter.hit(bucket, clientKey(req), rule);
    } catch (err) {
      if (err instanceof RateLimitedError) reply.header("Retry-After", String(err.retryAfterSeconds));
      throw err;
    }
  };
}

/**
 * The address to count a request against: the socket's, unless TRUST_PROXY lets Fastify
 * take it from X-Forwarded-For (req.ip does exactly that). IPv6 clients usually own a
 * whole /64, so they are counted by it.
 */
export function clientKey(req: FastifyRequest): string {
  const ip = req.ip || req.socket.remoteAddress || "unknown";
  if (!isIPv6(ip) || ip.startsWith("::ffff:")) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(":")}::/64`;
}

function expandIPv6(ip: string): string[] {
  const [head = "", tail = ""] = ip.split("::");
  const a = head ? head.split(":") : [];
  const b = tail ? tail.split(":") : [];
  const zeros = ip.includes("::") ? Array(8 - a.length - b.length).fill("0") : [];
  return [...a, ...zeros, ...b].map((p) => p.toLowerCase());
}
