import { and, desc, eq, ilike, or } from "drizzle-orm";
import { clientSearchQuerySchema, clientSearchResultSchema } from "../../../core/documents";
import type { AppInstance } from "../../app";
import { profiles, user } from "../../db/schema";

const NAME = (q: string) => `%${q.replace(/[\\%_]/g, "\\$&")}%`;

/** GET /api/clients/search: the admin's searchable client picker (Upload Document). */
export async function clientSearchRoutes(app: AppInstance) {
  const { db } = app.deps;
  app.get(
    "/api/clients/search",
    { config: { access: "admin" }, schema: { querystring: clientSearchQuerySchema, response: { 200: clientSearchResultSchema } } },
    async (req) => {
      const q = req.query.q;
      const rows = await db
        .select({ id: user.id, email: user.email, account: user.name, fullName: profiles.fullName })
        .from(user)
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .where(and(eq(user.role, "member"), q ? or(ilike(user.email, NAME(q)), ilike(user.name, NAME(q)), ilike(profiles.fullName, NAME(q))) : undefined))
        .orderBy(desc(user.createdAt))
        .limit(20);
      return { items: rows.map((r) => ({ id: r.id, email: r.email, name: r.fullName || r.account || "Unknown" })) };
    },
  );
}
