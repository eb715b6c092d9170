import { Link } from "@react-email/components";
import { serviceLabel } from "../../../core/contact-service-label";
import { mailWords } from "./catalogue";
import { Fields, Frame, Lead, P, renderMail, Words } from "./kit";
import { mailTime } from "./layout";
import type { Locale } from "../../../core/locale";

export type ContactNotificationData = {
  lang?: Locale;
  reference: string;
  name: string;
  email: string;
  service: string;
  message: string;
  submittedAt: string;
  /** The visitor answered the operator's reply by email: the same request, their new words. */
  followUp?: boolean;
};

/** To the operator: a new contact request. Reply-To is the visitor, so "Reply" just works. */
export function contactNotification(d: ContactNotificationData) {
  const { lang, t } = mailWords(d.lang);
  const service = serviceLabel(d.service, lang);
  const title = d.followUp ? t("contact.notification.followTitle") : t("contact.notification.title");
  const subject = d.followUp
    ? t("contact.notification.followSubject", { reference: d.reference, name: d.name })
    : t("contact.notification.subject", { service, name: d.name });
  return renderMail(
    subject,
    <Frame lang={lang} title={title}>
      <Lead>{title}</Lead>
      <Fields
        rows={[
          [t("contact.notification.reference"), d.reference],
          [t("contact.notification.name"), d.name],
          [t("contact.notification.email"), <Link key="email" href={`mailto:${d.email}`}>{d.email}</Link>],
          [t("contact.notification.help"), service],
          [t("contact.notification.received"), mailTime(d.submittedAt, lang)],
        ]}
      />
      <Words>{d.message}</Words>
      <P>{t("contact.notification.reply", { name: d.name })}</P>
    </Frame>,
    { "Reply-To": d.email },
  );
}
