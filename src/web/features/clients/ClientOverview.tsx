import type { ReactNode } from "react";
import { useI18n } from "@web/i18n/I18nProvider";
import { formatDate } from "@web/lib/format-date";
import { useMoney } from "@web/lib/use-money";
import type { ClientDetails } from "./api";
import type { ClientsTranslate } from "./catalogue";

/** Overview tab: status, joined, name, email, phone or 'Not provided', language, balance. */
export function ClientOverview({ client, t }: { client: ClientDetails; t: ClientsTranslate }) {
  const { locale } = useI18n();
  const { hours } = useMoney();
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Item label={t("detail.overview.status")}>{t("detail.overview.active")}</Item>
      <Item label={t("detail.overview.joined")}>{formatDate(client.joinedAt, locale)}</Item>
      <Item label={t("detail.overview.fullName")}>{client.fullName || client.name}</Item>
      <Item label={t("detail.overview.email")}>
        <span className="break-all">{client.email}</span>
      </Item>
      <Item label={t("detail.overview.phone")}>{client.phone || t("detail.overview.notProvided")}</Item>
      <Item label={t("detail.overview.language")}>{t(`detail.languages.${client.preferredLanguage}`)}</Item>
      <Item label={t("detail.overview.balance")}>
        <span data-testid="client-balance">{t("hours", { hours: hours(client.balance) })}</span>
      </Item>
    </dl>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}
