import { clearSuppression } from "../../mail/suppression";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, inArray, ne, or } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { newsletterDeliveries, newsletterSubscribers } from "../../db/schema";
import { enqueueMail } from "../../mail/outbox";
import type { Locale } from "../../../core/locale";

const CONFIRM_TTL_MS = 7 * 24 * 3600 * 1000;

export const newToken = () => randomBytes(32).toString("base64url");
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** `replyDomain`: where the unsubscribe address lives (config.replyDomain); without one, mail names only the https links. */
type Links = { siteUrl: string; replyDomain?: string | null };

const confirmUrl = (l: Links, t: string) => `${l.siteUrl}/newsletter/confirm?token=${t}`;
export const unsubscribeUrl = (l: Links, t: string) => `${l.siteUrl}/newsletter/unsubscribe?token=${t}`;
/** The `List-Unsubscribe` address (RFC 8058 one-click); API paths are not localized, so it names the page's language. */
export const oneClickUrl = (l: Links, t: string, lang: Locale) => `${l.siteUrl}/api/newsletter/one-click?token=${t}&lang=${lang}`;

const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";

/**
 * The unsubscribe token as an address's local part: the same 32 bytes in lower-case base32 (52
 * characters; "unsubscribe+" and they fill the 64 an address's local part may have), because mail
 * systems may change the case of a local part and base64url depends on it.
 */
function mailtoToken(token: string): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of Buffer.from(token, "base64url")) {
    value = ((value << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return bits > 0 ? out + BASE32[(value << (5 - bits)) & 31] : out;
}

/** The base64url token an unsubscribe address's local part carries (null for a malformed one). */
export function tokenOfMailto(local: string): string | null {
  if (!/^[a-z2-7]{52}$/.test(local)) return null;
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const ch of local) {
    value = ((value << 5) | BASE32.indexOf(ch)) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return bytes.length === 32 ? Buffer.from(bytes).toString("base64url") : null;
}

/** `mailto:unsubscribe+<token>@<reply domain>?subject=unsubscribe` (RFC 2369), or none without a reply domain. */
export const unsubscribeMailto = (l: Links, t: string) => (l.replyDomain ? `mailto:unsubscribe+${mailtoToken(t)}@${l.replyDomain}?subject=unsubscribe` : undefined);

/**
 * Double opt-in sign-up. Whatever the address's state, the caller answers the same, so
 * the form reveals nothing; only the mailbox owner learns which case it was. The
 * unsubscribe token is rotated on every mail because only its hash is kept.
 */
export async function signUp(db: Db, email: string, lang: Locale, links: Links, now: Date): Promise<void> {
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
        data: {
          lang,
          unsubscribeUrl: unsubscribeUrl(links, unsubscribe),
          oneClickUrl: oneClickUrl(links, unsubscribe, lang),
          unsubscribeMailto: unsubscribeMailto(links, unsubscribe),
          siteUrl: links.siteUrl,
        },
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
        unsubscribeMailto: unsubscribeMailto(links, unsubscribe),
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
    // Clicking the link proves the mailbox takes mail again: a hard bounce on it is forgotten.
    await clearSuppression(tx, row.email);
    return true;
  });
}

/** The subscriber an unsubscribe token names: their sign-up mail's, or the one an issue's mail to them carried. */
const byUnsubscribeToken = (db: DbOrTx, token: string) => {
  const hash = hashToken(token);
  const delivered = db.select({ id: newsletterDeliveries.subscriberId }).from(newsletterDeliveries).where(eq(newsletterDeliveries.unsubscribeTokenHash, hash));
  return or(eq(newsletterSubscribers.unsubscribeTokenHash, hash), inArray(newsletterSubscribers.id, delivered));
};

/** Unsubscribes by token. Idempotent: the link keeps working, it just changes nothing twice. */
export async function unsubscribe(db: Db, token: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscribers)
    .set({ status: "unsubscribed", unsubscribedAt: now, confirmTokenHash: null, confirmTokenExpiresAt: null })
    .where(byUnsubscribeToken(db, token))
    .returning({ id: newsletterSubscribers.id });
  return rows.length === 1;
}

/**
 * Who an email to the unsubscribe address unsubscribes (the reply mailbox's fetcher): the token's
 * subscriber, when the email comes from the subscriber's own address (docs/decisions/0025-reply-by-email.md).
 */
export async function subscriberByMail(db: DbOrTx, token: string, from: string): Promise<{ id: string } | "unknown_token" | "sender_mismatch"> {
  const [row] = await db
    .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(byUnsubscribeToken(db, token));
  if (!row) return "unknown_token";
  return row.email.toLowerCase() === from.toLowerCase() ? { id: row.id } : "sender_mismatch";
}

/** Unsubscribes one subscriber; a second time changes nothing (the first moment stays). */
export async function unsubscribeById(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db
    .update(newsletterSubscribers)
    .set({ status: "unsubscribed", unsubscribedAt: now, confirmTokenHash: null, confirmTokenExpiresAt: null })
    .where(and(eq(newsletterSubscribers.id, id), ne(newsletterSubscribers.status, "unsubscribed")));
}
