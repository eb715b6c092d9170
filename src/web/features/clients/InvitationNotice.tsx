import { Send } from "lucide-react";
import { Notice } from "@web/components/Notice";
import { useI18n } from "@web/i18n/I18nProvider";
import { formatDate } from "@web/lib/format-date";
import { toast } from "@web/ui/toast";
import { type ClientDetails, useResendInvite } from "./api";
import type { ClientsTranslate } from "./catalogue";
import { NoticeAction } from "./NoticeAction";
import { useTranslate } from "@web/i18n/use-translate";

/** A client who has not used their invitation yet: when it went, and a new link on request. */
export function InvitationNotice({ client, t }: { client: ClientDetails; t: ClientsTranslate }) {
  const translate = useTranslate();
  const { locale } = useI18n();
  const resend = useResendInvite(client.id);
  if (!client.invitation) return null;
  return (
    <Notice>
      <p>{t("detail.invitation.pending", { date: formatDate(client.invitation.sentAt, locale) })}</p>
      {client.abilities.canResendInvite && (
        <NoticeAction
          pending={resend.isPending}
          icon={Send}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: () => toast.success(t("detail.invitation.resent")),
              onError: (err) => toast.error(t("detail.invitation.failed", { message: translate(err.message) })),
            })
          }
        >
          {resend.isPending ? t("detail.invitation.resending") : t("detail.invitation.resend")}
        </NoticeAction>
      )}
    </Notice>
  );
}
