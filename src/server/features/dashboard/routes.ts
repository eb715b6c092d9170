import { dashboardContract } from "../../../core/dashboard";
import type { AppInstance } from "../../http/types";
import { adminDashboard, memberDashboard } from "./store";
import { lastBackup } from "../../backups";
import { declareRoutes } from "../../http/route";

/** Dashboard home: one request per dashboard. The route of core/routes/dashboard.ts. */
export async function dashboardRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  const { db, clock } = app.deps;

  route.from(dashboardContract.get, {}, async (req, reply) => {
    const actor = req.actor;
    reply.header("Cache-Control", "no-store");
    if (actor.role !== "admin") return memberDashboard(db, actor);
    const now = clock.now();
    const [home, backups] = await Promise.all([adminDashboard(db, actor, now), lastBackup(db, now)]);
    const backup = { lastGoodAt: backups.lastGood?.at.toISOString() ?? null, sizeBytes: backups.lastGood?.sizeBytes ?? null, lastStatus: backups.lastAttempt?.status ?? null };
    return { ...home, setupMissing: app.business.settings().missing, backup };
  });
}
