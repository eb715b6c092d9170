import { eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { profiles, user } from "../db/schema";

/** The languages emails are written in (DESIGN §1.16, §1.23). */
export type MailLang = "en" | "bg";

/** A stored language (a profile's preferred language, a visitor's form language) → a mail language; anything else reads English. */
export const mailLang = (language: string | null | undefined): MailLang => (language === "bg" ? "bg" : "en");

/** A member's email language: their profile's preferred language (Spanish, French, German → English). */
export async function memberMailLang(db: DbOrTx, userId: string): Promise<MailLang> {
  const [row] = await db.select({ lang: profiles.preferredLanguage }).from(profiles).where(eq(profiles.userId, userId));
  return mailLang(row?.lang);
}

/**
 * The operator's email language: English (the operator's), unless an account with the
 * operator's address has Bulgarian as its preferred language.
 */
export async function operatorMailLang(db: DbOrTx, operatorEmail: string): Promise<MailLang> {
  const [row] = await db
    .select({ lang: profiles.preferredLanguage })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(eq(user.email, operatorEmail.toLowerCase()));
  return mailLang(row?.lang);
}
