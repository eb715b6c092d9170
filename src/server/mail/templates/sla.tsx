import type { DueKind } from "../../../core/dashboard";
import { mailCatalogue } from "./catalogue";
import { paragraphMail } from "./kit";
import { mailTime } from "./layout";
import type { Locale } from "../../../core/locale";

/** Emails about the operator's promises. */
export type ItemOverdueData = {
  lang: Locale;
  kind: DueKind;
  /** The person waiting (visitor's or client's name). */
  who: string;
  /** When it fell due (ISO); the mail writes it in Sofia time. */
  dueAt: string;
  /** Absolute link to the screen where it is answered. */
  link: string;
};

/** To the operator, once, when a promise passes its due time. Names the item, never its content. */
export function itemOverdue(d: ItemOverdueData) {
  const t = mailCatalogue.translate(d.lang);
  // A name is shown as text; line breaks could not reach a header, but keep the subject on one line anyway.
  const who = d.who.replace(/[\r\n]+/g, " ").trim() || t("sla.someone");
  const at = mailTime(d.dueAt, d.lang);
  return paragraphMail(d.lang, t(`sla.subject.${d.kind}`, { who }), t("sla.title"), [t(`sla.due.${d.kind}`, { who, at }), t("sla.please")], {
    href: d.link,
    label: t("sla.button"),
  });
}
