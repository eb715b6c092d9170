import { dashboardSchema } from "../../../core/dashboard";
import type { AppInstance } from "../../http/types";
import { signedInActor } from "../../http/access";
import { adminDashboard, memberDashboard } from "./store";

/** Dashboard home (spec §2): one request per dashboard. The route list is in core/dashboard.ts. */
export async function dashboardRoutes(app: AppInstance) {
  const { db, clock, config } = app.deps;

  app.get("/api/dashboard", { config: { access: "member" }, schema: { response: { 200: dashboardSchema } } }, async (req, reply) => {
    const actor = signedInActor(req);
    reply.header("Cache-Control", "no-store");
    return actor.role === "admin" ? adminDashboard(db, actor, config.CURRENCY, clock.now()) : memberDashboard(db, actor, config.CURRENCY);
  });
}
