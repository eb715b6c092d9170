import { X } from "lucide-react";
import { lineText } from "@core/money-lines";
import { Link } from "react-router";
import { toast } from "@web/ui/toast";
import { auditColumns } from "@web/components/audit/AuditTable";
import { auditCatalogue } from "@web/components/audit/catalogue";
import { DocumentLinks } from "@web/components/DocumentLinks";
import { useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { formatDate } from "@web/lib/format-date";
import { useMoney } from "@web/lib/use-money";
import { Button } from "@web/ui/button";
import { type Column, DataRows } from "@web/ui/data-table";
import { type ListQuery, ListStates } from "@web/ui/list-states";
import { useCancelPaymentRequest, useClientAudit, useClientDocuments, useClientLedger, useClientPayments, useClientTasks, usePaymentRequests } from "./api";
import type { ClientsTranslate } from "./catalogue";
import { useTranslate } from "@web/i18n/use-translate";
import { uiCatalogue } from "@web/ui/catalogue";

type Props<T> = {
  query: ListQuery & { error: Error | null; data?: { items: T[] } };
  /** The product's 'Failed to load client …' text. */
  failed: (message: string) => string;
  empty: string;
  columns: Column<T>[];
};

/** One of a client's lists (inside the detail's tab card): placeholder lines, the failure, the empty text or the rows. */
function ClientList<T extends { id: string }>({ query, failed, empty, columns }: Props<T>) {
  const translate = useTranslate();
  return (
    <ListStates query={query} rows={query.data?.items} texts={{ empty, error: query.isError ? failed(translate(query.error?.message ?? "")) : null }}>
      {(rows) => <DataRows rows={rows} columns={columns} rowKey={(r) => r.id} />}
    </ListStates>
  );
}

export function ClientTasksTab({ clientId, t }: { clientId: string; t: ClientsTranslate }) {
  const { locale } = useI18n();
  const { hours } = useMoney();
  return (
    <ClientList
      query={useClientTasks(clientId)}
      failed={(message) => t("detail.tasks.loadFailed", { message })}
      empty={t("detail.tasks.empty")}
      columns={[
        {
          header: t("detail.tasks.title"),
          card: "title",
          cell: (task) => (
            <Link className="font-medium underline-offset-4 hover:underline" to={`/dashboard/tasks?task=${task.id}`}>
              {task.title}
            </Link>
          ),
        },
        { header: t("detail.tasks.status"), cell: (task) => task.status, card: "aside" },
        { header: t("detail.tasks.date"), cell: (task) => formatDate(task.createdAt, locale), className: "whitespace-nowrap" },
        { header: t("detail.tasks.hours"), cell: (task) => hours(task.hoursUsed), className: "tabular-nums" },
      ]}
    />
  );
}

export function ClientDocumentsTab({ clientId, t }: { clientId: string; t: ClientsTranslate }) {
  const { locale } = useI18n();
  const links = {
    view: t("detail.tabs.documents"),
    viewDocument: (n: string) => n,
    download: "↓",
    downloadDocument: (n: string) => n,
    expired: "—",
    deleted: "—",
  };
  return (
    <ClientList
      query={useClientDocuments(clientId)}
      failed={(message) => t("detail.documents.loadFailed", { message })}
      empty={t("detail.documents.empty")}
      columns={[
        {
          header: t("detail.documents.title"),
          card: "title",
          cell: (doc) => (
            <>
              <span className="font-medium">{doc.fileName}</span>
              <span className="block text-xs font-normal text-muted-foreground">{doc.title}</span>
            </>
          ),
        },
        { header: t("detail.documents.type"), cell: (doc) => doc.fileType, className: "uppercase" },
        { header: t("detail.documents.date"), cell: (doc) => formatDate(doc.uploadedAt, locale), className: "whitespace-nowrap" },
        { header: t("detail.documents.status"), cell: (doc) => doc.status, card: "aside" },
        { header: t("detail.documents.actions"), cell: (doc) => <DocumentLinks doc={doc} copy={links} compact />, card: "footer" },
      ]}
    />
  );
}

/** Payment requests (open ones cancellable when the abilities allow) and payments of one client. */
export function ClientPaymentsTab({ clientId, canCancelRequests, t }: { clientId: string; canCancelRequests: boolean; t: ClientsTranslate }) {
  const { locale } = useI18n();
  const ui = useCatalogue(uiCatalogue);
  const { money } = useMoney();
  const cancel = useCancelPaymentRequest();
  const onCancel = async (id: string) => {
    try {
      await cancel.mutateAsync(id);
      toast.success(t("detail.request.cancelled"));
    } catch (err) {
      toast.error(err instanceof Error ? err.message : String(err));
    }
  };
  const amount = { header: t("detail.payments.amount"), className: "whitespace-nowrap tabular-nums" };
  const date = { header: t("detail.payments.date"), className: "whitespace-nowrap" };
  return (
    <div className="grid gap-6">
      <section aria-labelledby="client-requests" className="grid gap-2">
        <h2 id="client-requests" className="font-semibold">
          {t("detail.request.listTitle")}
        </h2>
        <ClientList
          query={usePaymentRequests(clientId)}
          failed={(message) => t("detail.payments.loadFailed", { message })}
          empty={t("detail.request.empty")}
          columns={[
            { header: t("detail.payments.description"), cell: (req) => req.description, card: "title" },
            { ...amount, cell: (req) => money(req.amount, req.currency) },
            { ...date, cell: (req) => formatDate(req.createdAt, locale) },
            { header: t("detail.payments.status"), cell: (req) => t(`detail.request.statuses.${req.status}`), card: "aside" },
            {
              header: t("detail.payments.actions"),
              card: "footer",
              cell: (req) =>
                canCancelRequests &&
                req.status === "open" && (
                  <Button variant="outline" size="sm" onClick={() => onCancel(req.id)} disabled={cancel.isPending} aria-label={t("detail.request.cancelRequestOf", { description: req.description })}>
                    <X aria-hidden="true" />
                    {t("detail.request.cancelRequest")}
                  </Button>
                ),
            },
          ]}
        />
      </section>
      <section aria-labelledby="client-payments" className="grid gap-2">
        <h2 id="client-payments" className="font-semibold">
          {t("detail.tabs.payments")}
        </h2>
        <ClientList
          query={useClientPayments(clientId)}
          failed={(message) => t("detail.payments.loadFailed", { message })}
          empty={t("detail.payments.empty")}
          columns={[
            { header: t("detail.payments.description"), cell: (pay) => lineText(pay.description, pay.lines, locale), card: "title" },
            { header: t("detail.payments.type"), cell: (pay) => ui(`payment.types.${pay.type}`) },
            { ...amount, cell: (pay) => money(pay.amount, pay.currency) },
            { ...date, cell: (pay) => formatDate(pay.createdAt, locale) },
          ]}
        />
      </section>
    </div>
  );
}

export function ClientLedgerTab({ clientId, t }: { clientId: string; t: ClientsTranslate }) {
  const { locale } = useI18n();
  const { hours, money } = useMoney();
  return (
    <ClientList
      query={useClientLedger(clientId)}
      failed={(message) => t("detail.ledger.loadFailed", { message })}
      empty={t("detail.ledger.empty")}
      columns={[
        { header: t("detail.ledger.date"), cell: (row) => formatDate(row.date, locale), className: "whitespace-nowrap" },
        { header: t("detail.ledger.description"), cell: (row) => lineText(row.description, row.line, locale), card: "title" },
        // A debit's payment row is the product's 0.00 deduction: hours, not money.
        { header: t("detail.ledger.linked"), cell: (row) => (row.task ? t("detail.ledger.task", { title: row.task.title }) : row.payment && row.hours > 0 ? t("detail.ledger.payment", { amount: money(row.payment.amount, row.payment.currency) }) : "—") },
        {
          header: t("detail.ledger.hours"),
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
  const { locale } = useI18n();
  const audit = useCatalogue(auditCatalogue);
  return <ClientList query={useClientAudit(clientId)} failed={(message) => audit("loadFailed", { message })} empty={audit("empty")} columns={auditColumns(audit, locale)} />;
}
