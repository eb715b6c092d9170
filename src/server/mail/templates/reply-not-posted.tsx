import { oneLine } from "../../../core/contact";
import { mailWords } from "./catalogue";
import { Button, Frame, greet, Note, P, renderMail } from "./kit";
import type { Locale } from "../../../core/locale";

export type ReplyNotPostedData = {
  lang?: Locale;
  name: string;
  /** Why the emailed reply was kept out of the conversation. */
  reason: "overBudget" | "empty";
  /** The subject of the sender's email, so they know which one. */
  subject: string;
  /** The account's daily upload budget in MB (overBudget). */
  limitMb?: number;
  /** Where to write instead (the conversation); a visitor of a contact request has none. */
  link?: string;
  /** The Message-ID of the sender's email: the notice threads under it. */
  inReplyTo?: string;
};

/** A Message-ID as mail clients write it: anything else is left out of our headers. */
const MESSAGE_ID = /^<[^<>\s]{1,400}>$/;

/**
 * The answer to an emailed reply that was not posted — its attachments would pass the account's
 * daily upload budget, or it had no words of its own — in the sender's language. Marked
 * `Auto-Submitted: auto-replied` (RFC 3834) so autoresponders leave it alone; and it is only ever
 * sent to a person's mail (features/messages/inbound/reply-notice.ts), at most once an hour.
 */
export function replyNotPosted(d: ReplyNotPostedData) {
  const { lang, t } = mailWords(d.lang);
  const subject = t("replyNotPosted.subject");
  const theirs = oneLine(d.subject).slice(0, 150) || t("replyNotPosted.noSubject");
  const [why, next] =
    d.reason === "overBudget"
      ? [t("replyNotPosted.overBudget", { subject: theirs, limit: d.limitMb ?? 0 }), t("replyNotPosted.overBudgetNext")]
      : [t("replyNotPosted.empty", { subject: theirs }), t("replyNotPosted.emptyNext")];
  const threaded: Record<string, string> = d.inReplyTo && MESSAGE_ID.test(d.inReplyTo) ? { "In-Reply-To": d.inReplyTo, References: d.inReplyTo } : {};
  return renderMail(
    subject,
    <Frame lang={lang} title={subject}>
      <P>{greet(t, d.name)}</P>
      <P>{why}</P>
      <P>{next}</P>
      {d.link ? <Button href={d.link} label={t("replyNotPosted.button")} lang={lang} /> : null}
      <Note>{t("replyNotPosted.automatic")}</Note>
    </Frame>,
    { "Auto-Submitted": "auto-replied", ...threaded },
  );
}
