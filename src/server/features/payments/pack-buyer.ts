import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { profiles, user } from "../../db/schema";
import { hashPassword } from "../../auth/password-hash";
import { mintPasswordLink } from "../../auth/password-links";
import { insertPasswordUser, randomPassword } from "../../auth/provision";
import { enqueueMail } from "../../mail/outbox";
import { givenName } from "../../db/client-name";
import { pickLocale } from "../../../core/locale";

/** How long the "choose a password" link of a pack bought for a new address works. */
export const PACK_PASSWORD_LINK_MS = 7 * 24 * 3600_000;

type PackOrder = { id: string; customerEmail: string | null; customerName: string | null; language: string; hours: number };

/**
 * Whose balance a visitor's paid hour pack credits (docs/decisions/0023-hour-packs-for-visitors.md).
 *
 * The rule: the hours go to the account with the order's email. When that account is confirmed,
 * that is all (the receipt goes to the same address). When there is none, one is created for the
 * address — unverified, with a random password nobody knows — and when it exists unconfirmed the
 * hours go on it all the same. Either way the address gets a "choose a password" link (a Better
 * Auth reset-password token): setting the password proves the address and confirms it
 * (auth.ts onPasswordReset), and only then can anyone sign in and use the hours. Nobody is signed
 * in on the strength of a typed email, and whoever typed someone else's address only paid for
 * that person's hours. A signed-in member's order never comes here: it carries their own id.
 */
export async function packBuyerAccount(tx: Tx, order: PackOrder, ctx: { now: Date; publicUrl: string }): Promise<string | null> {
  const email = order.customerEmail?.trim().toLowerCase();
  if (!email) return null;
  // Two packs paid at once for one new address create one account.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`pack-buyer:${email}`}))`);
  const [found] = await tx.select({ id: user.id, verified: user.emailVerified, name: user.name }).from(user).where(eq(user.email, email));
  if (found?.verified) return found.id;

  const lang = pickLocale(order.language);
  const name = givenName(found?.name) || order.customerName || "";
  const userId =
    found?.id ?? (await insertPasswordUser(tx, { email, name, passwordHash: await hashPassword(randomPassword()), role: "member", emailVerified: false, now: ctx.now }));
  if (!found) await tx.update(profiles).set({ preferredLanguage: lang }).where(eq(profiles.userId, userId));

  // A "choose a password" link (auth/password-links.ts), written here so it commits with the credit.
  const token = await mintPasswordLink(tx, userId, PACK_PASSWORD_LINK_MS, ctx.now);
  await enqueueMail(
    tx,
    { template: "packAccountReady", to: email, data: { lang, name, email, hours: order.hours, link: `${ctx.publicUrl}/reset-password?token=${token}` } },
    ctx.now,
  );
  return userId;
}
