import { msg } from "../../core/i18n/messages/message";
import { eq } from "drizzle-orm";
import { testSessionContract } from "../../core/auth";
import type { AppInstance } from "../http/types";
import { account, user } from "../db/schema";
import { HttpError } from "../http/errors";
import { hashPassword, verifyPassword } from "./password-hash";
import { insertPasswordUser } from "./provision";
import { toRole } from "./roles";
import { openSession } from "./session-cookie";
import { declareRoutes } from "../http/route";

/** The session cookie's lifetime, as Better Auth sets it (auth.ts: session.expiresIn). */
const SESSION_MAX_AGE_S = 7 * 24 * 3600;

/**
 * The test session route (core/routes/auth.ts) — only registered under NODE_ENV=test (app.ts), never in development
 * or production (the route × role suite proves the production app answers 404). End-to-end
 * fixtures (e2e/fixtures.ts) get a member or an administrator in one request instead of
 * clicking through sign-up, the mailbox and sign-in: a new email creates the user (verified
 * unless told otherwise, with a profile row, as sign-up plus verification leaves it); a known
 * one must come with its password. The answer sets the session cookie Better Auth would set.
 */
export async function testSessionRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  const { db, clock } = app.deps;

  route.from(testSessionContract.open, {}, async (req, reply) => {
    const { email, password, name, role, emailVerified, signIn } = req.body;
    const [found] = await db
      .select({ id: user.id, email: user.email, name: user.name, role: user.role, hash: account.password })
      .from(user)
      .leftJoin(account, eq(account.userId, user.id))
      .where(eq(user.email, email.toLowerCase()));
    let id: string;
    let known = { name, role };
    if (found) {
      if (!(await verifyPassword({ hash: found.hash ?? "", password }))) throw new HttpError(401, "invalid_credentials", msg("api.testUserWrongPassword"));
      id = found.id;
      known = { name: found.name, role: toRole(found.role) };
    } else {
      id = await insertPasswordUser(db, { email, name, passwordHash: await hashPassword(password), role, emailVerified, now: clock.now() });
    }
    if (signIn) {
      const cookie = await openSession(app.auth, id);
      reply.header("set-cookie", `${cookie.header}; Max-Age=${SESSION_MAX_AGE_S}; Path=/; HttpOnly; SameSite=Lax${app.deps.config.publicUrl.startsWith("https://") ? "; Secure" : ""}`);
    }
    return { user: { id, email: email.toLowerCase(), ...known } };
  });
}
