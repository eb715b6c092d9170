import { createHmac, timingSafeEqual } from "node:crypto";

/** A session token signed as the app's cookie carries it (Better Auth: `token.HMAC-SHA256(token)` in base64). */
export const signToken = (token: string, secret: string) => createHmac("sha256", secret).update(token).digest("base64");

/**
 * The floors' session check, before their one lookup: the token in the `cookie` named cookie
 * when its signature holds, else null. What any server that signs its cookies must do.
 */
export function sessionToken(cookieHeader: string | undefined, cookie: string, secret: string): string | null {
  const raw = cookieHeader?.split(";").map((c) => c.trim()).find((c) => c.startsWith(`${cookie}=`));
  if (!raw) return null;
  const value = decodeURIComponent(raw.slice(cookie.length + 1));
  const dot = value.lastIndexOf(".");
  const token = value.slice(0, dot);
  const expected = Buffer.from(signToken(token, secret), "base64");
  const given = Buffer.from(value.slice(dot + 1), "base64");
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** The session's user, by its token ($1): the floors' one lookup. */
export const SESSION_USER_SQL = `select u.id from session s join "user" u on u.id = s.user_id where s.token = $1 and s.expires_at > now() limit 1`;
