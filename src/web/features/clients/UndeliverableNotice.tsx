import { saidOf } from "@web/lib/api";
import { MailCheck } from "lucide-react";
import { Notice } from "@web/components/Notice";
import { useI18n } from "@web/i18n/I18nProvider";
import { formatDate } from "@web/lib/format-date";
import { type ClientDetails, useClearUndeliverable } from "./api";
import type { ClientsTranslate } from "./catalogue";
import { NoticeAction } from "./NoticeAction";

/**
 * Mail to the client's address bounced for good: no mail goes to it (docs/decisions/0036-mail-delivery-and-bounces.md).
 * The receiving server's words, when, and a way to mail it again once the operator knows it works.
 */
export function UndeliverableNotice({ client, t }: { client: ClientDetails; t: ClientsTranslate }) {
  const { locale } = useI18n();
  const clear = useClearUndeliverable(client.id);
  if (!client.undeliverable) return null;
  return (
    <Notice tone="error">
      <p className="font-medium">{t("detail.undeliverable.title", { date: formatDate(client.undeliverable.since, locale) })}</p>
      <p>{t("detail.undeliverable.reason", { reason: client.undeliverable.reason })}</p>
      {client.abilities.canEdit && (
        <NoticeAction mutation={clear} icon={MailCheck} succeeded={saidOf} failed={(message) => message}>
          {t("detail.undeliverable.clear")}
        </NoticeAction>
      )}
    </Notice>
  );
}
