import { eq } from "drizzle-orm";
import { mintPasswordLink } from "../../auth/password-links";
import type { DbOrTx } from "../../db/client";
import { profiles } from "../../db/schema";
import { enqueueMail } from "../../mail/outbox";
import type { Locale } from "../../../core/locale";

/** How long an invitation's link works. */
export const INVITE_LINK_MS = 7 * 24 * 3600_000;

export type Invitee = { id: string; email: string; name: string; lang: Locale };

/**
 * The invitation (docs/decisions/0024-client-invites.md): a "choose a password" link that replaces any
 * earlier one, mailed in the client's language to /invite, where setting the password signs them in.
 * The profile records when it was sent; using the link clears it (auth/after-hooks.ts).
 */
export async function sendInvite(tx: DbOrTx, client: Invitee, ctx: { now: Date; publicUrl: string }): Promise<void> {
  const token = await mintPasswordLink(tx, client.id, INVITE_LINK_MS, ctx.now);
  await tx.update(profiles).set({ invitedAt: ctx.now, updatedAt: ctx.now }).where(eq(profiles.userId, client.id));
  const expiresAt = new Date(ctx.now.getTime() + INVITE_LINK_MS).toISOString();
  await enqueueMail(
    tx,
    { template: "clientInvite", to: client.email, data: { lang: client.lang, name: client.name, email: client.email, link: `${ctx.publicUrl}/invite?token=${token}`, expiresAt } },
    ctx.now,
  );
}
