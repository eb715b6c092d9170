import { Send } from "lucide-react";
import { Notice } from "@web/components/Notice";
import { useI18n } from "@web/i18n/I18nProvider";
import { formatDate } from "@web/lib/format-date";
import { type ClientDetails, useResendInvite } from "./api";
import type { ClientsTranslate } from "./catalogue";
import { NoticeAction } from "./NoticeAction";

/** A client who has not used their invitation yet: when it went, and a new link on request. */
export function InvitationNotice({ client, t }: { client: ClientDetails; t: ClientsTranslate }) {
  const { locale } = useI18n();
  const resend = useResendInvite(client.id);
  if (!client.invitation) return null;
  return (
    <Notice>
      <p>{t("detail.invitation.pending", { date: formatDate(client.invitation.sentAt, locale) })}</p>
      {client.abilities.canResendInvite && (
        <NoticeAction mutation={resend} icon={Send} succeeded={() => t("detail.invitation.resent")} failed={(message) => t("detail.invitation.failed", { message })}>
          {resend.isPending ? t("detail.invitation.resending") : t("detail.invitation.resend")}
        </NoticeAction>
      )}
    </Notice>
  );
}
