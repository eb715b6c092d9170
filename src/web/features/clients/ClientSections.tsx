import { X } from "lucide-react";
import { Link } from "react-router";
import { toast } from "@web/ui/toast";
import { auditColumns } from "@web/components/audit/AuditTable";
import { auditCopy } from "@web/components/audit/audit-copy";
import { DocumentLinks } from "@web/components/DocumentLinks";
import { PAYMENT_LABELS } from "@web/components/payment-labels";
import { useCopy, useI18n } from "@web/i18n/I18nProvider";
import { formatDate } from "@web/lib/format-date";
import { useMoney } from "@web/lib/use-money";
import { Button } from "@web/ui/button";
import { type Column, DataRows } from "@web/ui/data-table";
import { type ListQuery, ListStates } from "@web/ui/list-states";
import { useCancelPaymentRequest, useClientAudit, useClientDocuments, useClientLedger, useClientPayments, useClientTasks, usePaymentRequests } from "./api";
import type { ClientDetailCopy } from "./detail-copy";

type Props<T> = {
  query: ListQuery & { error: Error | null; data?: { items: T[] } };
  /** The spec's 'Failed to load client …' text. */
  failed: (message: string) => string;
  empty: string;
  columns: Column<T>[];
};

/** One of a client's lists (inside the detail's tab card): placeholder lines, the failure, the empty text or the rows. */
function ClientList<T extends { id: string }>({ query, failed, empty, columns }: Props<T>) {
  return (
    <ListStates query={query} rows={query.data?.items} texts={{ empty, error: query.isError ? failed(query.error?.message ?? "") : null }}>
      {(rows) => <DataRows rows={rows} columns={columns} rowKey={(r) => r.id} />}
    </ListStates>
  );
}

export function ClientTasksTab({ clientId, copy }: { clientId: string; copy: ClientDetailCopy }) {
  const { locale } = useI18n();
  const { hours } = useMoney();
  const t = copy.tasks;
  return (
    <ClientList
      query={useClientTasks(clientId)}
      failed={t.loadFailed}
      empty={t.empty}
      columns={[
        {
          header: t.title,
          card: "title",
          cell: (task) => (
            <Link className="font-medium underline-offset-4 hover:underline" to={`/dashboard/tasks?task=${task.id}`}>
              {task.title}
            </Link>
          ),
        },
        { header: t.status, cell: (task) => task.status, card: "aside" },
        { header: t.date, cell: (task) => formatDate(task.createdAt, locale), className: "whitespace-nowrap" },
        { header: t.hours, cell: (task) => hours(task.hoursUsed), className: "tabular-nums" },
      ]}
    />
  );
}

export function ClientDocumentsTab({ clientId, copy }: { clientId: string; copy: ClientDetailCopy }) {
  const { locale } = useI18n();
  const d = copy.documents;
  const links = {
    view: copy.tabs.documents,
    viewDocument: (n: string) => n,
    download: "↓",
    downloadDocument: (n: string) => n,
    expired: "—",
    deleted: "—",
  };
  return (
    <ClientList
      query={useClientDocuments(clientId)}
      failed={d.loadFailed}
      empty={d.empty}
      columns={[
        {
          header: d.title,
          card: "title",
          cell: (doc) => (
            <>
              <span className="font-medium">{doc.fileName}</span>
              <span className="block text-xs font-normal text-muted-foreground">{doc.title}</span>
            </>
          ),
        },
        { header: d.type, cell: (doc) => doc.fileType, className: "uppercase" },
        { header: d.date, cell: (doc) => formatDate(doc.uploadedAt, locale), className: "whitespace-nowrap" },
        { header: d.status, cell: (doc) => doc.status, card: "aside" },
        { header: d.actions, cell: (doc) => <DocumentLinks doc={doc} copy={links} compact />, card: "footer" },
      ]}
    />
  );
}

/** Payment requests (open ones cancellable when the abilities allow) and payments of one client. */
export function ClientPaymentsTab({ clientId, canCancelRequests, copy }: { clientId: string; canCancelRequests: boolean; copy: ClientDetailCopy }) {
  const { locale } = useI18n();
  const labels = useCopy(PAYMENT_LABELS);
  const { money } = useMoney();
  const cancel = useCancelPaymentRequest();
  const r = copy.request;
  const p = copy.payments;
  const onCancel = async (id: string) => {
    try {
      await cancel.mutateAsync(id);
      toast.success(r.cancelled);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : String(err));
    }
  };
  const amount = { header: p.amount, className: "whitespace-nowrap tabular-nums" };
  const date = { header: p.date, className: "whitespace-nowrap" };
  return (
    <div className="grid gap-6">
      <section aria-labelledby="client-requests" className="grid gap-2">
        <h2 id="client-requests" className="font-semibold">
          {r.listTitle}
        </h2>
        <ClientList
          query={usePaymentRequests(clientId)}
          failed={p.loadFailed}
          empty={r.empty}
          columns={[
            { header: p.description, cell: (req) => req.description, card: "title" },
            { ...amount, cell: (req) => money(req.amount, req.currency) },
            { ...date, cell: (req) => formatDate(req.createdAt, locale) },
            { header: p.status, cell: (req) => r.statuses[req.status], card: "aside" },
            {
              header: p.actions,
              card: "footer",
              cell: (req) =>
                canCancelRequests &&
                req.status === "open" && (
                  <Button variant="outline" size="sm" onClick={() => onCancel(req.id)} disabled={cancel.isPending} aria-label={r.cancelRequestOf(req.description)}>
                    <X aria-hidden="true" />
                    {r.cancelRequest}
                  </Button>
                ),
            },
          ]}
        />
      </section>
      <section aria-labelledby="client-payments" className="grid gap-2">
        <h2 id="client-payments" className="font-semibold">
          {copy.tabs.payments}
        </h2>
        <ClientList
          query={useClientPayments(clientId)}
          failed={p.loadFailed}
          empty={p.empty}
          columns={[
            { header: p.description, cell: (pay) => pay.description, card: "title" },
            { header: p.type, cell: (pay) => labels.types[pay.type] },
            { ...amount, cell: (pay) => money(pay.amount, pay.currency) },
            { ...date, cell: (pay) => formatDate(pay.createdAt, locale) },
          ]}
        />
      </section>
    </div>
  );
}

export function ClientLedgerTab({ clientId, copy }: { clientId: string; copy: ClientDetailCopy }) {
  const { locale } = useI18n();
  const { hours, money } = useMoney();
  const l = copy.ledger;
  return (
    <ClientList
      query={useClientLedger(clientId)}
      failed={l.loadFailed}
      empty={l.empty}
      columns={[
        { header: l.date, cell: (row) => formatDate(row.date, locale), className: "whitespace-nowrap" },
        { header: l.description, cell: (row) => row.description, card: "title" },
        // A debit's payment row is the spec's 0.00 deduction: hours, not money (DESIGN §1.26).
        { header: l.linked, cell: (row) => (row.task ? l.task(row.task.title) : row.payment && row.hours > 0 ? l.payment(money(row.payment.amount, row.payment.currency)) : "—") },
        {
          header: l.hours,
          align: "end",
          className: "font-medium whitespace-nowrap tabular-nums",
          card: "aside",
          cell: (row) => `${row.hours > 0 ? "+" : "−"}${hours(Math.abs(row.hours))}`,
        },
      ]}
    />
  );
}

export function ClientAuditTab({ clientId }: { clientId: string }) {
  const copy = useCopy(auditCopy);
  return <ClientList query={useClientAudit(clientId)} failed={copy.loadFailed} empty={copy.empty} columns={auditColumns(copy)} />;
}
