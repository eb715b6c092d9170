import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { newsletterSubscribers } from "../../db/schema";
import type { SiteLanguage } from "../../../core/contact";
import { enqueueMail } from "../../mail/outbox";

const CONFIRM_TTL_MS = 7 * 24 * 3600 * 1000;

export const newToken = () => randomBytes(32).toString("base64url");
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

type Links = { siteUrl: string };

const confirmUrl = (l: Links, t: string) => `${l.siteUrl}/newsletter/confirm?token=${t}`;
export const unsubscribeUrl = (l: Links, t: string) => `${l.siteUrl}/newsletter/unsubscribe?token=${t}`;
/** The `List-Unsubscribe` address (RFC 8058 one-click); API paths are not localized, so it names the page's language. */
export const oneClickUrl = (l: Links, t: string, lang: SiteLanguage) => `${l.siteUrl}/api/newsletter/one-click?token=${t}&lang=${lang}`;

/**
 * Double opt-in sign-up. Whatever the address's state, the caller answers the same, so
 * the form reveals nothing; only the mailbox owner learns which case it was. The
 * unsubscribe token is rotated on every mail because only its hash is kept.
 */
export async function signUp(db: Db, email: string, lang: SiteLanguage, links: Links, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const confirm = newToken();
    const unsubscribe = newToken();
    const [existing] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).for("update");
    if (existing?.status === "confirmed") {
      await tx
        .update(newsletterSubscribers)
        .set({ unsubscribeTokenHash: hashToken(unsubscribe), language: lang })
        .where(eq(newsletterSubscribers.id, existing.id));
      await enqueueMail(tx, {
        template: "newsletterAlreadySubscribed",
        to: email,
        data: { lang, unsubscribeUrl: unsubscribeUrl(links, unsubscribe), oneClickUrl: oneClickUrl(links, unsubscribe, lang), siteUrl: links.siteUrl },
      }, now);
      return;
    }
    const fields = {
      status: "pending" as const,
      confirmTokenHash: hashToken(confirm),
      confirmTokenExpiresAt: new Date(now.getTime() + CONFIRM_TTL_MS),
      unsubscribeTokenHash: hashToken(unsubscribe),
      language: lang,
    };
    if (existing) {
      await tx.update(newsletterSubscribers).set(fields).where(eq(newsletterSubscribers.id, existing.id));
    } else {
      // A concurrent sign-up of the same address loses the race quietly: one row, one pending mail.
      const inserted = await tx
        .insert(newsletterSubscribers)
        .values({ email, createdAt: now, ...fields })
        .onConflictDoNothing({ target: newsletterSubscribers.email })
        .returning({ id: newsletterSubscribers.id });
      if (inserted.length === 0) return;
    }
    await enqueueMail(tx, {
      template: "newsletterConfirm",
      to: email,
      data: {
        lang,
        confirmUrl: confirmUrl(links, confirm),
        unsubscribeUrl: unsubscribeUrl(links, unsubscribe),
        oneClickUrl: oneClickUrl(links, unsubscribe, lang),
      },
    }, now);
  });
}

/**
 * Confirms by token until it expires. Clicking the link twice confirms once and answers
 * the same; unsubscribing or signing up again replaces the token, so an old link dies.
 */
export async function confirm(db: Db, token: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(
        and(
          eq(newsletterSubscribers.confirmTokenHash, hashToken(token)),
          gt(newsletterSubscribers.confirmTokenExpiresAt, now),
        ),
      )
      .for("update");
    if (!row) return false;
    if (row.status === "pending") {
      await tx.update(newsletterSubscribers).set({ status: "confirmed", confirmedAt: now }).where(eq(newsletterSubscribers.id, row.id));
    }
    return true;
  });
}

/** Unsubscribes by token. Idempotent: the link keeps working, it just changes nothing twice. */
export async function unsubscribe(db: Db, token: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscribers)
    .set({ status: "unsubscribed", unsubscribedAt: now, confirmTokenHash: null, confirmTokenExpiresAt: null })
    .where(eq(newsletterSubscribers.unsubscribeTokenHash, hashToken(token)))
    .returning({ id: newsletterSubscribers.id });
  return rows.length === 1;
}
