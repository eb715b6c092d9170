import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppInstance } from "../http/types";
import type { Clock } from "../clock";
import type { LimitStore } from "../http/limit-store";
import { clientKey, limitKey, RateLimitedError } from "../http/rate-limit";

/**
 * Password guesses at one account are slowed per address that guessed wrong, never for the
 * account as a whole: a hard per-account limit let anyone lock the administrator out by
 * failing on purpose. Once an account has `freeFailures` recent failures (from anywhere),
 * every address that has itself failed on it waits `baseDelayMs` before its next guess,
 * doubling with each further failure, up to `maxDelayMs`. An address that never failed on the account, with the
 * right password, always gets in. (Guesses per address, any account, have their own
 * limit: RULES.signIn.)
 */
export const SIGN_IN_BACKOFF = {
  freeFailures: 5,
  baseDelayMs: 2_000,
  maxDelayMs: 15 * 60_000,
  /** Failures older than this (since the last one) are forgotten. */
  forgetAfterMs: 60 * 60_000,
};

/**
 * The throttle's counts live in the app's LimitStore (the database or Redis), so every
 * instance sees the same failures: an attacker cannot spread guesses over instances.
 * A count is forgotten `forgetAfterMs` after its last failure (so lastAt = expiresAt − that).
 */
export function createSignInThrottle(clock: Clock, store: LimitStore, rule = SIGN_IN_BACKOFF) {
  const accountKey = (email: string) => limitKey("sign-in-account", email);
  const pairKey = (email: string, address: string) => limitKey("sign-in-pair", `${email}\u0000${address}`);

  return {
    /** Throws RateLimitedError while this address must wait before guessing this account again. */
    async check(email: string, address: string): Promise<void> {
      const now = clock.now().getTime();
      const account = await store.peek(accountKey(email), now);
      if (!account || account.count < rule.freeFailures) return;
      const pair = await store.peek(pairKey(email, address), now);
      if (!pair) return;
      const lastAt = pair.expiresAt - rule.forgetAfterMs;
      // An address past the free failures waits base × 2^(its failures beyond them); a new
      // address joining late waits base after its first failure.
      const delay = Math.min(rule.baseDelayMs * 2 ** Math.max(0, pair.count - rule.freeFailures), rule.maxDelayMs);
      const waitMs = lastAt + delay - now;
      if (waitMs > 0) throw new RateLimitedError(Math.ceil(waitMs / 1000));
    },
    async failed(email: string, address: string): Promise<void> {
      const now = clock.now().getTime();
      await store.bump(accountKey(email), rule.forgetAfterMs, now);
      await store.bump(pairKey(email, address), rule.forgetAfterMs, now);
    },
    /** The right password: this address is cleared; the account's count stays (others may still be guessing). */
    async succeeded(email: string, address: string): Promise<void> {
      await store.clear(pairKey(email, address));
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

const throttles = new WeakMap<object, SignInThrottle>();

/** The app's throttle, over the app's shared counters (like its rate limiter). */
function throttleOf(app: AppInstance): SignInThrottle {
  let t = throttles.get(app);
  if (!t) {
    t = createSignInThrottle(app.deps.clock, app.rateLimiter.store);
    throttles.set(app, t);
  }
  return t;
}

const normalised = (email: unknown) => (typeof email === "string" ? email.trim().toLowerCase() : "");

/**
 * Around one password check (member or admin screen): refuses a slowed address with 429
 * and Retry-After before the password is checked, then records what Better Auth said.
 * Returns the function to call (and await) with Better Auth's answer.
 */
export async function throttleSignIn(
  app: AppInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  email: unknown,
): Promise<(status: number, code?: unknown) => Promise<void>> {
  const account = normalised(email);
  if (!account) return async () => {};
  const throttle = throttleOf(app);
  const address = clientKey(req);
  try {
    await throttle.check(account, address);
  } catch (err) {
    if (err instanceof RateLimitedError) reply.header("Retry-After", String(err.retryAfterSeconds));
    throw err;
  }
  return async (status, code) => {
    if (status === 200) await throttle.succeeded(account, address);
    else if (status === 401 && code === "INVALID_EMAIL_OR_PASSWORD") await throttle.failed(account, address);
  };
}
