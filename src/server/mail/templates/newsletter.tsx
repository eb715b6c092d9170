import { Link } from "@react-email/components";
import { Fragment, type ReactNode } from "react";
import { type MailTranslate, mailWords } from "./catalogue";
import { Button, Frame, Note, P, renderMail, Url } from "./kit";
import { localizeLink } from "../../../core/i18n/language-rule";
import { mailLink } from "./layout";
import type { Locale } from "../../../core/locale";

/** Newsletter mail, in the language the visitor used on the sign-up form. */

/**
 * RFC 8058 one-click: the mail client POSTs to the one-click address and the address is gone from
 * the list; RFC 2369's mailto: beside it (with a reply domain) serves the clients and providers that
 * unsubscribe by sending an email, which the reply mailbox's fetcher acts on. A mail queued before
 * the one-click address existed names the unsubscribe page only. `bulk` (Precedence: bulk) is for
 * the newsletter's issues, mail to the whole list; a confirmation asked for on the form is not bulk.
 */
function listUnsubscribe(page: string, oneClickUrl: string | undefined, mailto: string | undefined, bulk = false): Record<string, string> {
  const precedence: Record<string, string> = bulk ? { Precedence: "bulk" } : {};
  if (!oneClickUrl) return { "List-Unsubscribe": `<${page}>`, ...precedence };
  const both = mailto ? `<${mailto}>, <${oneClickUrl}>` : `<${oneClickUrl}>`;
  return { "List-Unsubscribe": both, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click", ...precedence };
}

/** `unsubscribeMailto`: mailto:unsubscribe+<token>@<reply domain>, when there is a reply domain. */
type Unsubscribable = { lang?: Locale; unsubscribeUrl: string; oneClickUrl?: string; unsubscribeMailto?: string };

/** The note under a mail to the list's address: why it came, and the unsubscribe link. */
const UnsubscribeNote = ({ href, lang, children }: { href: string; lang: Locale; children: ReactNode }) => (
  <Note>
    {children} <Url href={href} lang={lang} />
  </Note>
);

/** A mail about one address's subscription: a hello, then `body`, with the list's unsubscribe headers. */
function subscriptionMail(d: Unsubscribable, key: "confirm" | "already", body: (t: MailTranslate, lang: Locale) => ReactNode) {
  const { lang, t } = mailWords(d.lang);
  return renderMail(
    t(`newsletter.${key}.subject`),
    <Frame lang={lang} title={t(`newsletter.${key}.title`)}>
      <P>{t("greet.hello")}</P>
      {body(t, lang)}
    </Frame>,
    listUnsubscribe(mailLink(d.unsubscribeUrl, lang), d.oneClickUrl, d.unsubscribeMailto),
  );
}

export type NewsletterConfirmData = Unsubscribable & { confirmUrl: string };

export const newsletterConfirm = (d: NewsletterConfirmData) =>
  subscriptionMail(d, "confirm", (t, lang) => (
    <>
      <P>{t("newsletter.confirm.asked")}</P>
      <Button href={d.confirmUrl} label={t("newsletter.confirm.button")} caption={t("newsletter.confirm.caption")} lang={lang} />
      <P>{t("newsletter.confirm.notYou")}</P>
      <UnsubscribeNote href={d.unsubscribeUrl} lang={lang}>
        {t("newsletter.confirm.unsubscribe")}
      </UnsubscribeNote>
    </>
  ));

export type NewsletterAlreadyData = Unsubscribable & { siteUrl: string };

/** Sent instead of a second confirmation to an address that is already subscribed. */
export const newsletterAlreadySubscribed = (d: NewsletterAlreadyData) =>
  subscriptionMail(d, "already", (t, lang) => (
    <>
      <P>{t("newsletter.already.nothingChanged")}</P>
      <UnsubscribeNote href={d.unsubscribeUrl} lang={lang}>
        {t("newsletter.already.unsubscribe")}
      </UnsubscribeNote>
      <P>
        <Url href={d.siteUrl} lang={lang} />
      </P>
    </>
  ));

/** A web address in the operator's text (up to the next space; a closing full stop or bracket is not part of it). */
const URL_IN_TEXT = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]']/g;

/**
 * One line of the operator's text: its web addresses become links, everything else stays text
 * (never HTML). A link to our own site opens in the mail's language, as every other mail's do.
 */
function lineWithLinks(line: string, lang: Locale, siteOrigin: string): ReactNode[] {
  const out: ReactNode[] = [];
  let at = 0;
  for (const m of line.matchAll(URL_IN_TEXT)) {
    if (m.index > at) out.push(line.slice(at, m.index));
    const href = localizeLink(m[0], lang, siteOrigin);
    out.push(
      <Link key={m.index} href={href}>
        {href}
      </Link>,
    );
    at = m.index + m[0].length;
  }
  if (at < line.length) out.push(line.slice(at));
  return out;
}

/** The operator's plain text as paragraphs (a blank line between them), single line breaks kept. */
function IssueBody({ text, lang, siteOrigin }: { text: string; lang: Locale; siteOrigin: string }) {
  const paragraphs = text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <>
      {paragraphs.map((p, i) => (
        // A paragraph's place is its identity: the text never reorders.
        <P key={i}>
          {p.split("\n").map((line, j) => (
            <Fragment key={j}>
              {j > 0 ? <br /> : null}
              {lineWithLinks(line, lang, siteOrigin)}
            </Fragment>
          ))}
        </P>
      ))}
    </>
  );
}

export type NewsletterIssueData = {
  lang?: Locale;
  subject: string;
  body: string;
  unsubscribeUrl: string;
  oneClickUrl: string;
  /** mailto:unsubscribe+<token>@<reply domain>, when there is a reply domain. */
  unsubscribeMailto?: string;
  /** The list's `List-Id` (RFC 2919), e.g. `Concierge news <news.concierge.bg>`. */
  listId: string;
  /** A test the operator sends to themselves: the subject says so. */
  test?: boolean;
};

/** An issue of the newsletter, as one subscriber gets it: their language, their own unsubscribe link. */
export function newsletterIssue(d: NewsletterIssueData) {
  const { lang, t } = mailWords(d.lang);
  const subject = d.test ? t("newsletter.issue.testSubject", { subject: d.subject }) : d.subject;
  return renderMail(
    subject,
    <Frame lang={lang} title={d.subject}>
      <IssueBody text={d.body} lang={lang} siteOrigin={new URL(d.unsubscribeUrl).origin} />
      <UnsubscribeNote href={d.unsubscribeUrl} lang={lang}>
        {t("newsletter.issue.why")} {t("newsletter.issue.unsubscribe")}
      </UnsubscribeNote>
    </Frame>,
    { ...listUnsubscribe(mailLink(d.unsubscribeUrl, lang), d.oneClickUrl, d.unsubscribeMailto, true), "List-Id": d.listId },
  );
}
