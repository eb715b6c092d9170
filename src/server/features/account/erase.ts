import { and, eq } from "drizzle-orm";
import type { AccountDataRegistry, AccountOwner } from "../../auth/account-data";
import { verifyPassword } from "../../auth/password-hash";
import { toRole } from "../../auth/roles";
import type { Db } from "../../db/client";
import { account, contactSubmissions, newsletterSubscribers, outbox, user, verification } from "../../db/schema";
import { memberMailLang, operatorMailLang } from "../../mail/language";
import { enqueueMail } from "../../mail/outbox";
import { signalSessionsEnded } from "../notifications";

/** Who hears of a deletion, and when it happened. */
export type DeletionNotice = { operatorEmail: string; siteUrl: string; now: Date };

export async function passwordMatches(db: Db, userId: string, password: string): Promise<boolean> {
  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
  return credential?.hash ? verifyPassword({ hash: credential.hash, password }) : false;
}

/**
 * Erases an account in one transaction: what other features registered (their files,
 * messages; payments keep their amounts without personal fields), the newsletter row and
 * contact requests sent from the address, mail to it, pending tokens, then the user row,
 * whose foreign keys take sessions, sign-in methods, 2FA and the profile with it.
 * Admin rows are locked first, so two admins deleting themselves at once cannot leave none.
 * The member (at the address being erased) and the operator are told in the same transaction,
 * after the address's other mail is dropped.
 */
export async function eraseAccount(db: Db, owner: AccountOwner, registry: AccountDataRegistry, notice: DeletionNotice): Promise<"deleted" | "last_admin" | "gone"> {
  return db.transaction(async (tx) => {
    const admins = await tx.select({ id: user.id }).from(user).where(eq(user.role, "admin")).for("update");
    const [me] = await tx.select({ role: user.role, name: user.name }).from(user).where(eq(user.id, owner.userId)).for("update");
    if (!me) return "gone";
    if (toRole(me.role) === "admin" && admins.length <= 1) return "last_admin";

    const lang = await memberMailLang(tx, owner.userId);
    for (const source of registry.list()) {
      if (source.erase) await source.erase(tx, owner);
    }
    await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, owner.email));
    await tx.delete(contactSubmissions).where(eq(contactSubmissions.email, owner.email));
    await tx.delete(outbox).where(eq(outbox.to, owner.email));
    const at = notice.now.toISOString();
    await enqueueMail(tx, { template: "accountDeleted", to: owner.email, data: { lang, name: me.name, at, siteUrl: notice.siteUrl } }, notice.now);
    const operatorData = { lang: await operatorMailLang(tx, notice.operatorEmail), name: me.name, email: owner.email, at };
    await enqueueMail(tx, { template: "accountDeletedOperatorNotice", to: notice.operatorEmail, data: operatorData }, notice.now);
    await tx.delete(verification).where(eq(verification.value, owner.userId));
    await tx.delete(user).where(eq(user.id, owner.userId));
    await signalSessionsEnded(tx, [owner.userId]);
    return "deleted";
  });
}
