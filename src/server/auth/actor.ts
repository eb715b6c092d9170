import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { batched, perDatabase } from "../db/batched";
import type { DbOrTx } from "../db/client";
import { session, user } from "../db/schema";
import type { ActorResolver } from "../http/access";
import type { Auth } from "./auth";
import { COOKIE_PREFIX } from "./names";
import { toRole } from "./roles";
import { sessionStands } from "./session-alive";

/** The session cookie's name, with or without the __Secure- prefix Better Auth adds on https. */
const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${COOKIE_PREFIX}\\.session_token=`);

/** One cookie's value from a Cookie header, read as Better Auth reads it (first one wins, quotes stripped, URI-decoded). */
export function cookieValue(header: string, name: string): string | null {
  for (const pair of header.split(";")) {
    const eq = pair.indexOf("=");
    if (eq < 0 || pair.slice(0, eq).trim() !== name) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/**
 * The session token in a signed cookie value ("token.base64(HMAC-SHA256(secret, token))"),
 * or null when the signature does not hold: Better Auth's own rule (better-call's
 * getSignedCookie), checked with node:crypto in one synchronous step instead of WebCrypto.
 */
export function signedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  const expected = createHmac("sha256", secret).update(token).digest();
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

type Found = { sessionId: string; userId: string; email: string; role: string | null; twoFactorEnabled: boolean | null };

/**
 * The session lookup, built once per database as a named prepared statement over an array of
 * tokens: the SQL is not rebuilt for every request (query building was the largest part of the
 * signed-in path's CPU), PostgreSQL parses and plans it once per connection, and the requests
 * of one turn of the event loop share one query (db/batched.ts) — a thousand tabs reconnecting
 * after a deploy cost a few queries, not a thousand round trips through the pool.
 */
const lookup = perDatabase((db: DbOrTx) => {
  const statement = db
    .select({ token: session.token, sessionId: session.id, userId: user.id, email: user.email, role: user.role, twoFactorEnabled: user.twoFactorEnabled })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(and(sql`${session.token} = any(${sql.placeholder("tokens")}::text[])`, sessionStands(sql.placeholder("now"))))
    .prepare("actor_by_session_tokens");
  return batched(async (tokens: string[]): Promise<(Found | undefined)[]> => {
    // Better Auth compares expiry with the wall clock, not the app's clock: so does this (one
    // reading for the batch, whose requests arrived in the same turn). A placeholder's value
    // goes to the driver as it is: the timestamp as an ISO string.
    const rows = await statement.execute({ tokens: [...new Set(tokens)], now: new Date().toISOString() });
    const byToken = new Map(rows.map((r) => [r.token, r]));
    return tokens.map((t) => byToken.get(t));
  });
});

/**
 * Who a request acts for, from its Better Auth session cookie, in one query.
 *
 * Requests without the session cookie (most public traffic) cost nothing. Others: the
 * signature is checked synchronously, then one indexed lookup joins the session to its user
 * and applies every rule Better Auth's getSession applies to a session read — the row exists
 * (not signed out, reset or revoked) and has not expired — and the ban rule of its admin plugin
 * (a banned user has no session; a ban that has run out counts as lifted), as `sessionAlive`
 * does for the live streams. Sessions are never refreshed here (as `disableRefresh` did before):
 * Better Auth's own /api/auth/get-session does that. Fresh-age rules guard Better Auth's own
 * sensitive endpoints, which still read the session through Better Auth.
 */
export function sessionActorResolver(auth: Pick<Auth, "$context">, db: DbOrTx): ActorResolver {
  let cookie: Promise<{ name: string; secret: string }> | undefined;
  const cookieOf = () => (cookie ??= auth.$context.then((ctx) => ({ name: ctx.authCookies.sessionToken.name, secret: ctx.secret })));
  return async (req) => {
    const header = req.headers.cookie;
    if (!header || !SESSION_COOKIE.test(header)) return null;
    const { name, secret } = await cookieOf();
    const value = cookieValue(header, name);
    const token = value === null ? null : signedToken(value, secret);
    if (!token) return null;
    const found = await lookup(db)(token);
    if (!found) return null;
    return { userId: found.userId, email: found.email, role: toRole(found.role), sessionId: found.sessionId, twoFactorEnabled: Boolean(found.twoFactorEnabled) };
  };
}
