import { inArray } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import type { DbOrTx } from "../../../db/client";
import { outbox, suppressedAddresses } from "../../../db/schema";
import { proseHardBounce, readBounce } from "../../../mail/bounces";

/** A hard bounce matched to the mail that bounced: its address gets no more mail. */
export type HardBounce = { outboxId: string; address: string; reason: string };

/**
 * The hard bounce a delivery report is, if it is one about a mail we sent: one of the outbox rows
 * it names (by VERP address or quoted Message-ID, mail/bounces.ts) whose own recipient it says
 * failed permanently — in its delivery-status part, or, for a report in prose, by naming the
 * address next to a 5xx reply. Anything else (a delay, a forged report, a report about an address
 * that mail never went to) is null: the report is dropped and nothing changes.
 */
export async function matchBounce(db: DbOrTx, mail: ParsedMail, delivered: string[]): Promise<HardBounce | null> {
  const report = readBounce(mail, delivered);
  if (report.mailIds.length === 0) return null;
  const rows = await db
    .select({ id: outbox.id, to: outbox.to })
    .from(outbox)
    .where(inArray(outbox.id, report.mailIds.slice(0, 10)));
  for (const id of report.mailIds) {
    const row = rows.find((r) => r.id === id);
    if (!row?.to) continue;
    const to = row.to.trim().toLowerCase();
    const listed = report.failed.find((f) => f.address === to);
    if (listed) return { outboxId: row.id, address: to, reason: listed.reason };
    // A report with a delivery-status part that does not list this address as failed is not about it.
    if (report.failed.length > 0 || !fromMailSystem(mail)) continue;
    const prose = proseHardBounce(report.text, to);
    if (prose) return { outboxId: row.id, address: to, reason: prose };
  }
  return null;
}

/** A report in prose counts only from the mail system itself (an out-of-office may quote "550" too). */
function fromMailSystem(mail: ParsedMail): boolean {
  const sender = mail.from?.value[0];
  return /^(mailer-daemon|postmaster)@/i.test(sender?.address ?? "") || /mail delivery|delivery status|mail system/i.test(sender?.name ?? "") || /^multipart\/report/i.test(mail.headers.get("content-type") ? String((mail.headers.get("content-type") as { value?: string }).value ?? "") : "");
}

/** Marks the address undeliverable; the first bounce for an address is the one kept. */
export async function recordBounce(tx: DbOrTx, bounce: HardBounce, bounceKey: string, now: Date): Promise<void> {
  await tx
    .insert(suppressedAddresses)
    .values({ address: bounce.address, reason: bounce.reason, outboxId: bounce.outboxId, bounceKey, createdAt: now })
    .onConflictDoNothing({ target: suppressedAddresses.address });
}
