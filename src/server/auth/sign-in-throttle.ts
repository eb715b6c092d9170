import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppInstance } from "../app";
import type { Clock } from "../clock";
import { clientKey, RateLimitedError } from "../http/rate-limit";

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

type Count = { count: number; lastAt: number };

export function createSignInThrottle(clock: Clock, rule = SIGN_IN_BACKOFF) {
  const accounts = new Map<string, Count>();
  const pairs = new Map<string, Count>();
  const pairKey = (email: string, address: string) => `${email}\u0000${address}`;

  function current(map: Map<string, Count>, key: string, now: number): Count | undefined {
    const c = map.get(key);
    if (c && now - c.lastAt > rule.forgetAfterMs) {
      map.delete(key);
      return undefined;
    }
    return c;
  }

  function sweep(now: number) {
    for (const map of [accounts, pairs]) {
      if (map.size < 10_000) continue;
      for (const [key, c] of map) if (now - c.lastAt > rule.forgetAfterMs) map.delete(key);
    }
  }

  return {
    /** Throws RateLimitedError while this address must wait before guessing this account again. */
    check(email: string, address: string): void {
      const now = clock.now().getTime();
      const account = current(accounts, email, now);
      if (!account || account.count < rule.freeFailures) return;
      const pair = current(pairs, pairKey(email, address), now);
      if (!pair) return;
      // An address past the free failures waits base × 2^(its failures beyond them); a new
      // address joining late waits base after its first failure.
      const delay = Math.min(rule.baseDelayMs * 2 ** Math.max(0, pair.count - rule.freeFailures), rule.maxDelayMs);
      const waitMs = pair.lastAt + delay - now;
      if (waitMs > 0) throw new RateLimitedError(Math.ceil(waitMs / 1000));
    },
    failed(email: string, address: string): void {
      const now = clock.now().getTime();
      sweep(now);
      for (const [map, key] of [[accounts, email], [pairs, pairKey(email, address)]] as const) {
        const c = current(map, key, now);
        map.set(key, { count: (c?.count ?? 0) + 1, lastAt: now });
      }
    },
    /** The right password: this address is cleared; the account's count stays (others may still be guessing). */
    succeeded(email: string, address: string): void {
      pairs.delete(pairKey(email, address));
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

const throttles = new WeakMap<object, SignInThrottle>();

/** The app's throttle (one per app instance, like its rate limiter). */
function throttleOf(app: AppInstance): SignInThrottle {
  let t = throttles.get(app);
  if (!t) {
    t = createSignInThrottle(app.deps.clock);
    throttles.set(app, t);
  }
  return t;
}

const normalised = (email: unknown) => (typeof email === "string" ? email.trim().toLowerCase() : "");

/**
 * Around one password check (member or admin screen): refuses a slowed address with 429
 * and Retry-After before the password is checked, then records what Better Auth said.
 * Returns the function to call with Better Auth's answer.
 */
export function throttleSignIn(app: AppInstance, req: FastifyRequest, reply: FastifyReply, email: unknown): (status: number, code?: unknown) => void {
  const account = normalised(email);
  if (!account) return () => {};
  const throttle = throttleOf(app);
  const address = clientKey(req);
  try {
    throttle.check(account, address);
  } catch (err) {
    if (err instanceof RateLimitedError) reply.header("Retry-After", String(err.retryAfterSeconds));
    throw err;
  }
  return (status, code) => {
    if (status === 200) throttle.succeeded(account, address);
    else if (status === 401 && code === "INVALID_EMAIL_OR_PASSWORD") throttle.failed(account, address);
  };
}
