import { mailCatalogue } from "./catalogue";
import { type MailLang, paragraphMail } from "./kit";

export type HealthTestMailData = {
  lang: MailLang;
  /** The site's address, named in the text (PUBLIC_URL's host). */
  site: string;
  /** Absolute link to Settings → Health. */
  link: string;
};

/** To the operator, on request (Settings → Health, `npm run admin -- doctor --send-test-mail`): proof that mail arrives. */
export function healthTestMail(d: HealthTestMailData) {
  const t = mailCatalogue.translate(d.lang);
  return paragraphMail(d.lang, t("healthTest.subject"), t("healthTest.title"), [t("healthTest.body", { site: d.site })], { href: d.link, label: t("healthTest.button") });
}
