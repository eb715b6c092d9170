import { createHmac } from "node:crypto";
import type { Auth } from "./auth";

/**
 * Opens a session for a user without a sign-in and returns its cookie, signed the way
 * Better Auth signs it (value "token.HMAC-SHA256(secret, token)", URI-encoded). For tests
 * and end-to-end fixtures that should not click through sign-in every time.
 */
export async function openSession(auth: Pick<Auth, "$context">, userId: string): Promise<{ name: string; value: string; header: string }> {
  const ctx = await auth.$context;
  const session = await ctx.internalAdapter.createSession(userId);
  const signature = createHmac("sha256", ctx.secret).update(session.token).digest("base64");
  const value = encodeURIComponent(`${session.token}.${signature}`);
  const name = ctx.authCookies.sessionToken.name;
  return { name, value, header: `${name}=${value}` };
}
