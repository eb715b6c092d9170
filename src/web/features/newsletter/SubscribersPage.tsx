import { SUBSCRIBER_FILTERS, type SubscriberRow } from "@core/newsletter";
import { Download, Trash2 } from "lucide-react";
import { useState } from "react";
import { DashboardScreen } from "@web/components/DashboardScreen";
import { InboxList } from "@web/components/InboxList";
import { useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { formatDateTime } from "@web/lib/format-date";
import { Badge } from "@web/ui/badge";
import { Button } from "@web/ui/button";
import type { Column } from "@web/ui/data-table";
import { ConfirmDeleteDialog } from "@web/ui/confirm-delete-dialog";
import { useUrlState } from "@web/ui/url-state";
import { subscribersExportUrl, subscribersUrl, useRemoveSubscriber, useSubscribers } from "./subscribers-api";
import { type NewsletterTranslate, newsletterCatalogue } from "./catalogue";
import { IssuesPanel } from "./IssuesPanel";

/** /dashboard/newsletter: the newsletter's issues (write and send), and its subscribers, their export and removal. */
export function SubscribersPage() {
  const t = useCatalogue(newsletterCatalogue);
  const url = useUrlState(subscribersUrl);
  const list = useSubscribers(url.values);
  const [removing, setRemoving] = useState<SubscriberRow | null>(null);
  const columns = useSubscriberColumns(t, setRemoving);

  return (
    <DashboardScreen
      title={t("title")}
      description={t("lead")}
      actions={
        <Button asChild variant="outline">
          <a href={subscribersExportUrl(url.values.status)} download aria-label={t("exportLabel")}>
            <Download aria-hidden="true" />
            {t("export")}
          </a>
        </Button>
      }
    >
      <IssuesPanel t={t} />
      <InboxList name="newsletter" t={t} filters={SUBSCRIBER_FILTERS} url={url} list={list} counts={list.data?.counts} columns={columns} />
      {removing && <RemoveSubscriberDialog subscriber={removing} onClose={() => setRemoving(null)} t={t} />}
    </DashboardScreen>
  );
}

function useSubscriberColumns(t: NewsletterTranslate, onRemove: (row: SubscriberRow) => void): Column<SubscriberRow>[] {
  const { locale } = useI18n();
  return [
    { header: t("columns.email"), card: "title", cell: (r) => <span className="break-all">{r.email}</span> },
    {
      header: t("columns.status"),
      card: "aside",
      cell: (r) => (
        <span className="flex flex-col items-start gap-1">
          <Badge variant={r.status === "confirmed" ? "default" : "secondary"}>{t(`statuses.${r.status}`)}</Badge>
          {/* Mail to it bounced for good: nothing is sent to it until it is confirmed again. */}
          {r.undeliverable && <span className="text-destructive text-xs">{t("undeliverable", { reason: r.undeliverable.reason })}</span>}
        </span>
      ),
    },
    { header: t("columns.language"), cell: (r) => t(`languages.${r.language}`) },
    { header: t("columns.subscribed"), cell: (r) => formatDateTime(r.subscribedAt, locale), className: "whitespace-nowrap" },
    { header: t("columns.confirmed"), cell: (r) => (r.confirmedAt ? formatDateTime(r.confirmedAt, locale) : t("notConfirmed")), className: "whitespace-nowrap" },
    {
      header: t("columns.actions"),
      card: "footer",
      cell: (r) => (
        <Button variant="outline" size="sm" onClick={() => onRemove(r)} aria-label={t("remove.label", { email: r.email })}>
          <Trash2 aria-hidden="true" />
          {t("remove.button")}
        </Button>
      ),
    },
  ];
}

/** Remove asks first: the address goes for good (the audit log keeps who removed it). */
function RemoveSubscriberDialog({ subscriber, onClose, t }: { subscriber: SubscriberRow; onClose: () => void; t: NewsletterTranslate }) {
  const remove = useRemoveSubscriber();
  return (
    <ConfirmDeleteDialog
      copy={{ title: t("remove.title"), lead: t("remove.lead"), cancel: t("remove.cancel"), confirm: t("remove.confirm") }}
      item={subscriber.email}
      onConfirm={() => remove.mutateAsync(subscriber.id)}
      done={t("remove.done")}
      failed={(message) => t("remove.failed", { message })}
      onClose={onClose}
    />
  );
}
