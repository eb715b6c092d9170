import type { ReactNode } from "react";
import { useI18n } from "@web/i18n/I18nProvider";
import { formatDate } from "@web/lib/format-date";
import { useMoney } from "@web/lib/use-money";
import type { ClientDetails } from "./api";
import type { ClientDetailCopy } from "./detail-copy";

/** Overview tab (spec §2): status, joined, name, email, phone or 'Not provided', language, balance. */
export function ClientOverview({ client, copy }: { client: ClientDetails; copy: ClientDetailCopy }) {
  const { locale } = useI18n();
  const { hours } = useMoney();
  const o = copy.overview;
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Item label={o.status}>{o.active}</Item>
      <Item label={o.joined}>{formatDate(client.joinedAt, locale)}</Item>
      <Item label={o.fullName}>{client.fullName || client.name}</Item>
      <Item label={o.email}>
        <span className="break-all">{client.email}</span>
      </Item>
      <Item label={o.phone}>{client.phone || o.notProvided}</Item>
      <Item label={o.language}>{copy.languages[client.preferredLanguage]}</Item>
      <Item label={o.balance}>
        <span data-testid="client-balance">{copy.hours(hours(client.balance))}</span>
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
