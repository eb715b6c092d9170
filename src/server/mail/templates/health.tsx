import { mailCatalogue } from "./catalogue";
import { paragraphMail } from "./kit";
import type { Locale } from "../../../core/locale";

export type HealthTestMailData = {
  lang: Locale;
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
