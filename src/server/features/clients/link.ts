import { eq } from "drizzle-orm";
import type { SiteLanguage } from "../../../core/contact";
import { CLIENT_MESSAGES } from "../../../core/clients";
import type { Db, Tx } from "../../db/client";
import { profiles, user } from "../../db/schema";
import type { Actor } from "../../http/access";
import { HttpError } from "../../http/errors";
import { addClient } from "./add";

export type ClientFor = {
  email: string;
  /** Needed only when no account has the email: Add New Client's fields. */
  fullName?: string;
  temporaryPassword?: string;
  /** The person's language (the one they wrote or ordered in): the welcome email's and the profile's. */
  lang: SiteLanguage;
};

/**
 * The client account for an email, as the Contact inbox and the Orders inbox link them: an
 * existing member account is linked as it is (created false); otherwise Add New Client's code
 * and rules make one (verified member, temporary password, welcome email in their language).
 * An admin's email is refused (409), never linked as a client.
 */
export async function clientForEmail(
  tx: Tx,
  actor: Actor,
  input: ClientFor,
  ctx: { now: Date; publicUrl: string },
): Promise<{ clientId: string; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await tx.select({ id: user.id, role: user.role }).from(user).where(eq(user.email, email));
  if (existing && existing.role !== "member") throw new HttpError(409, "email_taken", CLIENT_MESSAGES.duplicateEmail);
  if (existing) return { clientId: existing.id, created: false };
  if (!input.fullName || !input.temporaryPassword) throw new HttpError(400, "validation_failed", "Please fill in all fields");
  // A transaction is a database here: addClient's own transaction becomes a savepoint of this one.
  const clientId = await addClient(tx as unknown as Db, actor, { email, fullName: input.fullName, temporaryPassword: input.temporaryPassword }, { ...ctx, lang: input.lang });
  await tx.update(profiles).set({ preferredLanguage: input.lang }).where(eq(profiles.userId, clientId));
  return { clientId, created: true };
}
