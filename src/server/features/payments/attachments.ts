import type { DbOrTx } from "../../db/client";
import type { MailAttachmentRef } from "../../db/schema";
import { invoiceFileById } from "./invoice-document";
import type { Business } from "../../business/settings";
import { receiptFileById } from "./receipt-document";
import { creditNoteFile } from "./refunds";
import type { MailFile } from "../../mail/transport";

/**
 * The outbox worker's maker of attachments: a queued mail names its files (a receipt's or an
 * invoice's PDF by the payment's id, a credit note's by the refund's), and they are made when it is sent, so the outbox holds no file. A file
 * that cannot be made (its payment gone) fails the send, which is retried and then given up.
 */
export function mailAttachments(db: DbOrTx, business: Pick<Business, "seller">): (refs: MailAttachmentRef[]) => Promise<MailFile[]> {
  return (refs) =>
    Promise.all(
      refs.map(async (ref) => {
        if (ref.kind === "invite") return inviteFile(ref);
        const file =
          ref.kind === "creditNote"
            ? await creditNoteFile(db, null, ref.refundId)
            : ref.kind === "invoice"
              ? await invoiceFileById(db, ref.paymentId)
              : await receiptFileById(db, business.seller(), ref.paymentId);
        if (!file) throw new Error(`attachment ${ref.kind} ${"refundId" in ref ? ref.refundId : ref.paymentId}: no such document`);
        return { filename: file.filename, content: file.pdf, contentType: "application/pdf" };
      }),
    );
}


/** An appointment's .ics invite, as calendars expect it: text/calendar with its method. */
export function inviteFile(ref: { method: "REQUEST" | "CANCEL"; ics: string }): MailFile {
  return { filename: ref.method === "CANCEL" ? "cancel.ics" : "invite.ics", content: Buffer.from(ref.ics, "utf8"), contentType: `text/calendar; charset=UTF-8; method=${ref.method}` };
}
