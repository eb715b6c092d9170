import { eq } from "drizzle-orm";
import { type AddClientInput, CLIENT_MESSAGES } from "../../../core/clients";
import { recordAudit } from "../../audit/log";
import { hashPassword } from "../../auth/password-hash";
import { insertPasswordUser } from "../../auth/provision";
import type { Db } from "../../db/client";
import { profiles, user } from "../../db/schema";
import type { Actor } from "../../http/access";
import { HttpError } from "../../http/errors";
import { enqueueMail } from "../../mail/outbox";

const duplicate = () => new HttpError(409, "email_taken", CLIENT_MESSAGES.duplicateEmail);

/**
 * Add New Client (spec §5): a verified member with the temporary password, flagged to
 * choose a new one at first sign-in, and a welcome email with the sign-in link — one
 * transaction, so a refused email leaves no half-made account and no mail.
 */
export async function addClient(
  db: Db,
  actor: Actor,
  input: AddClientInput,
  /** lang: the welcome email's language (a converted contact request: the one the visitor used). */
  ctx: { now: Date; publicUrl: string; lang?: "en" | "bg" },
): Promise<string> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.temporaryPassword);
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx.select({ id: user.id }).from(user).where(eq(user.email, email));
      if (taken) throw duplicate();
      const id = await insertPasswordUser(tx, { email, name: input.fullName.trim(), passwordHash, role: "member", emailVerified: true, now: ctx.now });
      await tx.update(profiles).set({ mustChangePassword: true }).where(eq(profiles.userId, id));
      await recordAudit(tx, {
        actorId: actor.userId,
        action: "client.created",
        entity: "client",
        entityId: id,
        clientId: id,
        after: { email, fullName: input.fullName.trim() },
        at: ctx.now,
      });
      await enqueueMail(
        tx,
        { template: "clientWelcome", to: email, data: { lang: ctx.lang ?? "en", name: input.fullName.trim(), email, signInUrl: `${ctx.publicUrl}/member-login` } },
        ctx.now,
      );
      return id;
    });
  } catch (err) {
    // Two admins adding the same email at once: the unique index answers for the loser.
    if ((err as { code?: string; cause?: { code?: string } }).code === "23505" || (err as { cause?: { code?: string } }).cause?.code === "23505") throw duplicate();
    throw err;
  }
}
