import { msg } from "../../core/i18n/messages/message";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { HttpError, type Said } from "./errors";

import type { Access } from "../../core/contract";

/** Who may call a route (core/contract.ts). Declared on every route; a route without it answers 500 and fails the route-table test. */
export type { Access };

/** The signed-in user a request acts as. Members only ever reach their own rows. */
export type Actor = { userId: string; email: string; role: "admin" | "member"; sessionId: string; twoFactorEnabled?: boolean };

export type ActorResolver = (req: FastifyRequest) => Promise<Actor | null>;

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
    /** The route's own words for 401 / 403 (e.g. 'You must be logged in to submit a task'). */
    deniedMessages?: { unauthenticated?: Said; forbidden?: Said };
    /**
     * Runs before the session is read: a route that sheds load (throws, e.g. 503 + Retry-After)
     * refuses a flood without a database query per refused request.
     */
    admit?: (req: FastifyRequest, reply: FastifyReply) => void;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/**
 * The one hook that enforces access. `resolveActor` reads the session (accounts plumbing);
 * until sign-in exists it finds nobody, so member and admin routes answer 401.
 */
export function installAccessHook(
  app: FastifyInstance,
  resolveActor: ActorResolver,
  /** ADMIN_2FA_REQUIRED: admin routes refuse an admin who has not enrolled two-factor yet. */
  opts: { adminTwoFactorRequired?: boolean } = {},
): void {
  app.decorateRequest("actor", null);
  app.addHook("onRequest", async (req, reply) => {
    const access = req.routeOptions.config?.access;
    if (!req.routeOptions.url) return; // 404 handler: nothing to protect
    if (!access) throw new Error(`route ${req.method} ${req.routeOptions.url} declares no access`);
    req.routeOptions.config.admit?.(req, reply);
    req.actor = await resolveActor(req);
    if (access === "public") return;
    const messages = req.routeOptions.config?.deniedMessages;
    if (!req.actor) throw new HttpError(401, "unauthenticated", messages?.unauthenticated ?? msg("auth.mustSignIn"));
    if (access === "admin" && req.actor.role !== "admin") {
      throw new HttpError(403, "forbidden", messages?.forbidden ?? msg("auth.adminOnly"));
    }
    if (access === "admin" && opts.adminTwoFactorRequired && !req.actor.twoFactorEnabled) {
      throw new HttpError(403, "two_factor_required", msg("api.adminNeedsTwoFactor"));
    }
  });
}
