import { SUBSCRIBER_FILTERS, type SubscriberRow } from "@core/newsletter";
import { Download, Trash2 } from "lucide-react";
import { useState } from "react";
import { DashboardPageHeader } from "@web/components/DashboardPageHeader";
import { InboxList } from "@web/components/InboxList";
import { useCopy, useI18n } from "@web/i18n/I18nProvider";
import { formatDateTime } from "@web/lib/date-time";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { Badge } from "@web/ui/badge";
import { Button } from "@web/ui/button";
import type { Column } from "@web/ui/data-table";
import { ConfirmDeleteDialog } from "@web/ui/confirm-delete-dialog";
import { useUrlState } from "@web/ui/url-state";
import { subscribersExportUrl, subscribersUrl, useRemoveSubscriber, useSubscribers } from "./subscribers-api";
import { type SubscribersCopy, subscribersCopy } from "./subscribers-copy";

/** /dashboard/newsletter: the newsletter's subscribers, their export and removal (issue 26). */
export function SubscribersPage() {
  const copy = useCopy(subscribersCopy);
  useDocumentTitle(copy.title);
  const url = useUrlState(subscribersUrl);
  const list = useSubscribers(url.values);
  const [removing, setRemoving] = useState<SubscriberRow | null>(null);
  const columns = useSubscriberColumns(copy, setRemoving);

  return (
    <div className="grid grid-cols-1 gap-6">
      <DashboardPageHeader
        title={copy.title}
        description={copy.lead}
        actions={
          <Button asChild variant="outline">
            <a href={subscribersExportUrl(url.values.status)} download aria-label={copy.exportLabel}>
              <Download aria-hidden="true" />
              {copy.export}
            </a>
          </Button>
        }
      />
      <InboxList name="newsletter" copy={copy} filters={SUBSCRIBER_FILTERS} url={url} list={list} counts={list.data?.counts} columns={columns} />
      {removing && <RemoveSubscriberDialog subscriber={removing} onClose={() => setRemoving(null)} copy={copy} />}
    </div>
  );
}

function useSubscriberColumns(copy: SubscribersCopy, onRemove: (row: SubscriberRow) => void): Column<SubscriberRow>[] {
  const { locale } = useI18n();
  const c = copy.columns;
  return [
    { header: c.email, card: "title", cell: (r) => <span className="break-all">{r.email}</span> },
    {
      header: c.status,
      card: "aside",
      cell: (r) => <Badge variant={r.status === "confirmed" ? "default" : "secondary"}>{copy.statuses[r.status]}</Badge>,
    },
    { header: c.language, cell: (r) => copy.languages[r.language] },
    { header: c.subscribed, cell: (r) => formatDateTime(r.subscribedAt, locale), className: "whitespace-nowrap" },
    { header: c.confirmed, cell: (r) => (r.confirmedAt ? formatDateTime(r.confirmedAt, locale) : copy.notConfirmed), className: "whitespace-nowrap" },
    {
      header: c.actions,
      card: "footer",
      cell: (r) => (
        <Button variant="outline" size="sm" onClick={() => onRemove(r)} aria-label={copy.remove.label(r.email)}>
          <Trash2 aria-hidden="true" />
          {copy.remove.button}
        </Button>
      ),
    },
  ];
}

/** Remove asks first: the address goes for good (the audit log keeps who removed it). */
function RemoveSubscriberDialog({ subscriber, onClose, copy }: { subscriber: SubscriberRow; onClose: () => void; copy: SubscribersCopy }) {
  const remove = useRemoveSubscriber();
  return (
    <ConfirmDeleteDialog
      copy={copy.remove}
      item={subscriber.email}
      onConfirm={() => remove.mutateAsync(subscriber.id)}
      done={copy.remove.done}
      failed={copy.remove.failed}
      onClose={onClose}
    />
  );
}
