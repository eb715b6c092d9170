import { eq } from "drizzle-orm";
import { type AddClientInput, CLIENT_MESSAGES } from "../../../core/clients";
import { recordAudit } from "../audit";
import { hashPassword } from "../../auth/password-hash";
import { linkGuestHistory } from "../../auth/guest-history";
import { insertPasswordUser, randomPassword } from "../../auth/provision";
import type { Db } from "../../db/client";
import { profiles, user } from "../../db/schema";
import type { Actor } from "../../http/access";
import { HttpError } from "../../http/errors";
import { sendInvite } from "./invite";

const duplicate = () => new HttpError(409, "email_taken", CLIENT_MESSAGES.duplicateEmail);

/**
 * Add New Client: a verified member with a random password nobody
 * knows, the chosen language, and the invitation whose link sets their own password — one
 * transaction, so a refused email leaves no half-made account and no mail.
 */
export async function addClient(
  db: Db,
  actor: Actor,
  input: AddClientInput,
  ctx: { now: Date; publicUrl: string },
): Promise<string> {
  const email = input.email.trim().toLowerCase();
  const fullName = input.fullName.trim();
  const passwordHash = await hashPassword(randomPassword());
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx.select({ id: user.id }).from(user).where(eq(user.email, email));
      if (taken) throw duplicate();
      const id = await insertPasswordUser(tx, { email, name: fullName, passwordHash, role: "member", emailVerified: true, now: ctx.now });
      await tx.update(profiles).set({ fullName, preferredLanguage: input.language }).where(eq(profiles.userId, id));
      await recordAudit(tx, {
        actorId: actor.userId,
        action: "client.created",
        entity: "client",
        entityId: id,
        clientId: id,
        after: { email, fullName, language: input.language },
        at: ctx.now,
      });
      // Made verified by the operator: what the address bought or booked as a visitor is theirs
      // from the start, visible once the invitation (mailed to that address) is accepted.
      await linkGuestHistory(tx, id, ctx.now);
      await sendInvite(tx, { id, email, name: fullName, lang: input.language }, ctx);
      return id;
    });
  } catch (err) {
    // Two admins adding the same email at once: the unique index answers for the loser.
    if ((err as { code?: string; cause?: { code?: string } }).code === "23505" || (err as { cause?: { code?: string } }).cause?.code === "23505") throw duplicate();
    throw err;
  }
}
