import { and, eq, gt, sql } from "drizzle-orm";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { knownDevice, outbox, user } from "../db/schema";
import { memberMailLang } from "../mail/language";
import { enqueueMail } from "../mail/outbox";
import { browserInfo, deviceKey } from "./browser-label";

/** At most this many "New sign-in" mails per account per day, however many browsers appear. */
export const NEW_SIGN_IN_MAILS_PER_DAY = 3;
const DAY_MS = 24 * 3600_000;

type NoticeTemplate = "accountPasswordChanged" | "accountTwoFactorEnabled" | "accountTwoFactorDisabled" | "accountBackupCodesRegenerated";

/**
 * The security mails about a member's own account. Better Auth commits its
 * change before its hooks run, so these are enqueued right after the change, not in its
 * transaction; account deletion (features/account/erase.ts) enqueues in its own.
 */
export function accountNotices({ db, clock, siteUrl }: { db: Db; clock: Clock; siteUrl: string }) {
  async function send(template: NoticeTemplate, userId: string): Promise<void> {
    const [u] = await db.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, userId));
    if (!u) return;
    const now = clock.now();
    await enqueueMail(db, { template, to: u.email, data: { lang: await memberMailLang(db, userId), name: u.name, at: now.toISOString(), siteUrl } }, now);
  }

  /**
   * A new session: the browser (family and system) is remembered; one this account has not
   * signed in from before gets "New sign-in to your account". The first browser an account
   * signs in from (right after sign-up) is only remembered. Under a lock per account, so two
   * tabs signing in at once agree; the day's mails are counted from the outbox.
   */
  async function signedIn(userId: string, userAgent: string | null | undefined): Promise<void> {
    const seen = browserInfo(userAgent);
    const device = deviceKey(seen);
    const now = clock.now();
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`new-sign-in:${userId}`}))`);
      const known = await tx.select({ device: knownDevice.device }).from(knownDevice).where(eq(knownDevice.userId, userId));
      await tx
        .insert(knownDevice)
        .values({ userId, device, firstSeenAt: now, lastSeenAt: now })
        .onConflictDoUpdate({ target: [knownDevice.userId, knownDevice.device], set: { lastSeenAt: now, signIns: sql`${knownDevice.signIns} + 1` } });
      if (known.length === 0 || known.some((k) => k.device === device)) return;
      const [u] = await tx.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, userId));
      if (!u) return;
      const [{ sent } = { sent: 0 }] = await tx
        .select({ sent: sql<number>`count(*)::int` })
        .from(outbox)
        .where(and(eq(outbox.template, "accountNewSignIn"), eq(outbox.to, u.email), gt(outbox.createdAt, new Date(now.getTime() - DAY_MS))));
      if (sent >= NEW_SIGN_IN_MAILS_PER_DAY) return;
      const data = { lang: await memberMailLang(tx, userId), name: u.name, at: now.toISOString(), siteUrl, ...seen };
      await enqueueMail(tx, { template: "accountNewSignIn", to: u.email, data }, now);
    });
  }

  return { send, signedIn };
}

export type AccountNotices = ReturnType<typeof accountNotices>;
