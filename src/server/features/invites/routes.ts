import { and, eq, isNotNull } from "drizzle-orm";
import { INVITE_MESSAGES, invitesContract } from "../../../core/invites";
import { passwordLinkOwner } from "../../auth/password-links";
import { profiles, user } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { declareRoutes } from "../../http/route";
import type { AppInstance } from "../../http/types";

/**
 * The invitation page's check (core/routes/invites.ts). Setting the password is Better Auth's
 * /reset-password, which takes the same token once; the page then signs in.
 */
export async function invitesRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  const { db } = app.deps;

  route.from(invitesContract.check, {}, async (req) => {
    const userId = await passwordLinkOwner(db, req.body.token);
    // A waiting invitation only: a used one cleared invitedAt (auth/after-hooks.ts).
    const [found] = userId
      ? await db
          .select({ email: user.email, name: user.name, fullName: profiles.fullName, language: profiles.preferredLanguage })
          .from(user)
          .innerJoin(profiles, eq(profiles.userId, user.id))
          .where(and(eq(user.id, userId), isNotNull(profiles.invitedAt)))
      : [];
    if (!found) throw new HttpError(404, "invalid_invite", INVITE_MESSAGES.invalidLink);
    return { email: found.email, name: found.fullName || found.name, language: found.language === "bg" ? ("bg" as const) : ("en" as const) };
  });
}
