import type { ActorResolver } from "../http/access";
import { type Auth, COOKIE_PREFIX } from "./auth";
import { fetchHeaders } from "./fetch-bridge";
import { toRole } from "./roles";

/** The session cookie's name, with or without the __Secure- prefix Better Auth adds on https. */
const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${COOKIE_PREFIX}\\.session_token=`);

/**
 * Reads the Better Auth session of a request from its cookie. Requests without the
 * session cookie (most public traffic) cost nothing; others cost one session lookup.
 */
export function sessionActorResolver(auth: Auth): ActorResolver {
  return async (req) => {
    const cookie = req.headers.cookie;
    if (!cookie || !SESSION_COOKIE.test(cookie)) return null;
    const found = await auth.api.getSession({ headers: fetchHeaders(req), query: { disableRefresh: true } });
    if (!found) return null;
    const u = found.user as typeof found.user & { role?: string | null; twoFactorEnabled?: boolean | null };
    return {
      userId: u.id,
      email: u.email,
      role: toRole(u.role),
      sessionId: found.session.id,
      twoFactorEnabled: Boolean(u.twoFactorEnabled),
    };
  };
}
