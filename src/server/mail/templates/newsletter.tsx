import { mailCatalogue } from "./catalogue";
import { Button, Frame, type MailLang, mailLang, Note, P, renderMail, Url } from "./kit";
import { mailLink } from "./layout";

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
export type NewsletterConfirmData = { lang?: MailLang; confirmUrl: string; unsubscribeUrl: string; oneClickUrl?: string; unsubscribeMailto?: string };

export function newsletterConfirm(d: NewsletterConfirmData) {
  const lang = mailLang(d.lang);
  const t = mailCatalogue.translate(lang);
  return renderMail(
    t("newsletter.confirm.subject"),
    <Frame lang={lang} title={t("newsletter.confirm.title")}>
      <P>{t("greet.hello")}</P>
      <P>{t("newsletter.confirm.asked")}</P>
      <Button href={d.confirmUrl} label={t("newsletter.confirm.button")} caption={t("newsletter.confirm.caption")} lang={lang} />
      <P>{t("newsletter.confirm.notYou")}</P>
      <Note>
        {t("newsletter.confirm.unsubscribe")} <Url href={d.unsubscribeUrl} lang={lang} />
      </Note>
    </Frame>,
    listUnsubscribe(mailLink(d.unsubscribeUrl, lang), d.oneClickUrl, d.unsubscribeMailto),
  );
}

export type NewsletterAlreadyData = { lang?: MailLang; unsubscribeUrl: string; oneClickUrl?: string; unsubscribeMailto?: string; siteUrl: string };

/** Sent instead of a second confirmation to an address that is already subscribed. */
export function newsletterAlreadySubscribed(d: NewsletterAlreadyData) {
  const lang = mailLang(d.lang);
  const t = mailCatalogue.translate(lang);
  return renderMail(
    t("newsletter.already.subject"),
    <Frame lang={lang} title={t("newsletter.already.title")}>
      <P>{t("greet.hello")}</P>
      <P>{t("newsletter.already.nothingChanged")}</P>
      <Note>
        {t("newsletter.already.unsubscribe")} <Url href={d.unsubscribeUrl} lang={lang} />
      </Note>
      <P>
        <Url href={d.siteUrl} lang={lang} />
      </P>
    </Frame>,
    listUnsubscribe(mailLink(d.unsubscribeUrl, lang), d.oneClickUrl, d.unsubscribeMailto),
  );
}
