import { type SQL, sql } from "drizzle-orm";
import { profiles, user } from "./schema";

/** `%q%` for ILIKE, with q's own `%`, `_` and `\` taken literally. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, "\\$&")}%`;

/**
 * The ids of users whose email, name or profile name contains `pattern` (a `likePattern`),
 * found through the trigram indexes (migration 0013) instead of a scan: the operator's
 * searches put this first, and keep their exact condition beside it.
 */
export const usersMatching = (pattern: string): SQL =>
  sql`(select ${user.id} from ${user} where ${user.email} ilike ${pattern} or ${user.name} ilike ${pattern} union select ${profiles.userId} from ${profiles} where ${profiles.fullName} ilike ${pattern})`;
