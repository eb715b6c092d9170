import { type SQL, sql } from "drizzle-orm";
import { invoices, payments, profiles, user } from "./schema";

/** `%q%` for ILIKE, with q's own `%`, `_` and `\` taken literally. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, "\\$&")}%`;

/**
 * The ids of users whose email, name, profile name or the company on one of their invoices
 * contains `pattern` (a `likePattern`), found through the trigram indexes instead of a scan:
 * the operator's searches put this first, and keep their exact condition beside it. An
 * invoice's company is the buyer as printed (a client often knows the firm, not the person).
 */
export const usersMatching = (pattern: string): SQL =>
  sql`(select ${user.id} from ${user} where ${user.email} ilike ${pattern} or ${user.name} ilike ${pattern} union select ${profiles.userId} from ${profiles} where ${profiles.fullName} ilike ${pattern} union select ${payments.userId} from ${invoices} join ${payments} on ${payments.id} = ${invoices.paymentId} where ${invoices.companyName} ilike ${pattern} and ${payments.userId} is not null)`;
