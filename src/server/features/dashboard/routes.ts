import { dashboardContract } from "../../../core/dashboard";
import type { AppInstance } from "../../http/types";
import { adminDashboard, memberDashboard } from "./store";
import { declareRoutes } from "../../http/route";

/** Dashboard home (spec §2): one request per dashboard. The route of core/routes/dashboard.ts. */
export async function dashboardRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  const { db, clock } = app.deps;

  route.from(dashboardContract.get, {}, async (req, reply) => {
    const actor = req.actor;
    reply.header("Cache-Control", "no-store");
    if (actor.role !== "admin") return memberDashboard(db, actor);
    return { ...(await adminDashboard(db, actor, clock.now())), setupMissing: app.business.settings().missing };
  });
}
