import { eq } from "drizzle-orm";
import { CLIENT_MESSAGES } from "../../../core/clients";
import type { Db, Tx } from "../../db/client";
import { user } from "../../db/schema";
import type { Actor } from "../../http/access";
import { HttpError } from "../../http/errors";
import { addClient } from "./add";
import type { Locale } from "../../../core/locale";

export type ClientFor = {
  email: string;
  /** Needed only when no account has the email: Add New Client's fields. */
  fullName?: string;
  /** The language chosen in the dialog (it starts from the one they wrote or ordered in): the invitation's and the profile's. */
  language?: Locale;
};

/**
 * The client account for an email, as the Contact inbox and the Orders inbox link them: an
 * existing member account is linked as it is (created false); otherwise Add New Client's code
 * and rules make one (verified member, invitation email in the chosen language).
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
  if (!input.fullName || !input.language) throw new HttpError(400, "validation_failed", CLIENT_MESSAGES.fillAllFields);
  // A transaction is a database here: addClient's own transaction becomes a savepoint of this one.
  const clientId = await addClient(tx as unknown as Db, actor, { email, fullName: input.fullName, language: input.language }, ctx);
  return { clientId, created: true };
}
