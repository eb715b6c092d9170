import { eq, sql } from "drizzle-orm";
import { authContract } from "../../core/auth";
import type { DbOrTx } from "../db/client";
import { knownDevice } from "../db/schema";
import type { AppInstance } from "../http/types";
import { declareRoutes } from "../http/route";

/**
 * Whether this member signed in before the sign-in that just happened: every sign-in is counted
 * on the browser it came from (account-notices.ts), so more than one in all is a return.
 */
async function hasSignedInBefore(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db.select({ total: sql<number>`coalesce(sum(${knownDevice.signIns}), 0)::int` }).from(knownDevice).where(eq(knownDevice.userId, userId));
  return (row?.total ?? 0) > 1;
}

/** GET /api/sign-in/welcome (core/routes/auth.ts): the sign-in's greeting says "Welcome back" only to a returning member. */
export async function welcomeRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  route.from(authContract.welcome, {}, async (req, reply) => {
    reply.header("Cache-Control", "no-store");
    return { returning: await hasSignedInBefore(app.deps.db, req.actor.userId) };
  });
}
