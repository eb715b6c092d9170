import { LoaderCircle, X } from "lucide-react";
import type { ReactNode } from "react";
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
import { DataRows } from "@web/ui/data-table";
import { useCancelPaymentRequest, useClientAudit, useClientDocuments, useClientLedger, useClientPayments, useClientTasks, usePaymentRequests } from "./api";
import type { ClientDetailCopy } from "./detail-copy";

type Query = { isPending: boolean; isError: boolean; error: Error | null };

/** Loading, error (with the spec's 'Failed to load client …' text) or the content. */
function Loaded({ q, failed, children }: { q: Query; failed: (m: string) => string; children: () => ReactNode }) {
  if (q.isPending) return <LoaderCircle className="my-6 size-5 animate-spin text-muted-foreground" aria-label="Loading" />;
  if (q.isError) return <p role="alert" className="py-6 text-sm text-destructive">{failed(q.error?.message ?? "")}</p>;
  return <>{children()}</>;
}

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <div className="-mx-6 overflow-x-auto px-6">
      <table className="w-full min-w-[32rem] text-sm">
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            {head.map((h) => (
              <th key={h} scope="col" className="py-2 pr-4 font-medium last:pr-0">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
const td = "py-3 pr-4 align-top last:pr-0";

export function ClientTasksTab({ clientId, copy }: { clientId: string; copy: ClientDetailCopy }) {
  const { locale } = useI18n();
  const { hours } = useMoney();
  const q = useClientTasks(clientId);
  const t = copy.tasks;
  return (
    <Loaded q={q} failed={t.loadFailed}>
      {() =>
        q.data?.items.length ? (
          <Table head={[t.title, t.status, t.date, t.hours]}>
            {q.data.items.map((task) => (
              <tr key={task.id} className="border-b last:border-0">
                <td className={td}>
                  <Link className="font-medium underline-offset-4 hover:underline" to={`/dashboard/tasks?task=${task.id}`}>
                    {task.title}
                  </Link>
                </td>
                <td className={td}>{task.status}</td>
                <td className={`${td} whitespace-nowrap`}>{formatDate(task.createdAt, locale)}</td>
                <td className={`${td} tabular-nums`}>{hours(task.hoursUsed)}</td>
              </tr>
            ))}
          </Table>
        ) : (
          <p className="py-6 text-muted-foreground">{t.empty}</p>
        )
      }
    </Loaded>
  );
}

export function ClientDocumentsTab({ clientId, copy }: { clientId: string; copy: ClientDetailCopy }) {
  const { locale } = useI18n();
  const q = useClientDocuments(clientId);
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
    <Loaded q={q} failed={d.loadFailed}>
      {() =>
        q.data?.items.length ? (
          <Table head={[d.title, d.type, d.date, d.status, d.actions]}>
            {q.data.items.map((doc) => (
              <tr key={doc.id} className="border-b last:border-0">
                <td className={td}>
                  <span className="font-medium">{doc.fileName}</span>
                  <span className="block text-xs text-muted-foreground">{doc.title}</span>
                </td>
                <td className={`${td} uppercase`}>{doc.fileType}</td>
                <td className={`${td} whitespace-nowrap`}>{formatDate(doc.uploadedAt, locale)}</td>
                <td className={td}>{doc.status}</td>
                <td className={td}>
                  <DocumentLinks doc={doc} copy={links} compact />
                </td>
              </tr>
            ))}
          </Table>
        ) : (
          <p className="py-6 text-muted-foreground">{d.empty}</p>
        )
      }
    </Loaded>
  );
}

/** Payment requests (open ones cancellable when the abilities allow) and payments of one client. */
export function ClientPaymentsTab({ clientId, canCancelRequests, copy }: { clientId: string; canCancelRequests: boolean; copy: ClientDetailCopy }) {
  const { locale } = useI18n();
  const labels = useCopy(PAYMENT_LABELS);
  const { money } = useMoney();
  const q = useClientPayments(clientId);
  const requests = usePaymentRequests(clientId);
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
  return (
    <div className="grid gap-6">
      <section aria-labelledby="client-requests" className="grid gap-2">
        <h2 id="client-requests" className="font-semibold">
          {r.listTitle}
        </h2>
        <Loaded q={requests} failed={p.loadFailed}>
          {() =>
            requests.data?.items.length ? (
              <Table head={[p.description, p.amount, p.date, p.status, p.actions]}>
                {requests.data.items.map((req) => (
                  <tr key={req.id} className="border-b last:border-0">
                    <td className={td}>{req.description}</td>
                    <td className={`${td} whitespace-nowrap tabular-nums`}>{money(req.amount, req.currency)}</td>
                    <td className={`${td} whitespace-nowrap`}>{formatDate(req.createdAt, locale)}</td>
                    <td className={td}>{r.statuses[req.status]}</td>
                    <td className={td}>
                      {canCancelRequests && req.status === "open" && (
                        <Button variant="outline" size="sm" onClick={() => onCancel(req.id)} disabled={cancel.isPending} aria-label={r.cancelRequestOf(req.description)}>
                          <X aria-hidden="true" />
                          {r.cancelRequest}
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </Table>
            ) : (
              <p className="text-sm text-muted-foreground">{r.empty}</p>
            )
          }
        </Loaded>
      </section>
      <section aria-labelledby="client-payments" className="grid gap-2">
        <h2 id="client-payments" className="font-semibold">
          {copy.tabs.payments}
        </h2>
        <Loaded q={q} failed={p.loadFailed}>
          {() =>
            q.data?.items.length ? (
              <Table head={[p.description, p.type, p.amount, p.date]}>
                {q.data.items.map((pay) => (
                  <tr key={pay.id} className="border-b last:border-0">
                    <td className={td}>{pay.description}</td>
                    <td className={td}>{labels.types[pay.type]}</td>
                    <td className={`${td} whitespace-nowrap tabular-nums`}>{money(pay.amount, pay.currency)}</td>
                    <td className={`${td} whitespace-nowrap`}>{formatDate(pay.createdAt, locale)}</td>
                  </tr>
                ))}
              </Table>
            ) : (
              <p className="text-sm text-muted-foreground">{p.empty}</p>
            )
          }
        </Loaded>
      </section>
    </div>
  );
}

export function ClientLedgerTab({ clientId, copy }: { clientId: string; copy: ClientDetailCopy }) {
  const { locale } = useI18n();
  const { hours, money } = useMoney();
  const q = useClientLedger(clientId);
  const l = copy.ledger;
  return (
    <Loaded q={q} failed={l.loadFailed}>
      {() =>
        q.data?.items.length ? (
          <Table head={[l.date, l.description, l.linked, l.hours]}>
            {q.data.items.map((row) => (
              <tr key={row.id} className="border-b last:border-0">
                <td className={`${td} whitespace-nowrap`}>{formatDate(row.date, locale)}</td>
                <td className={td}>{row.description}</td>
                <td className={td}>
                  {row.task ? l.task(row.task.title) : row.payment ? l.payment(money(row.payment.amount, row.payment.currency)) : "—"}
                </td>
                <td className={`${td} text-right font-medium whitespace-nowrap tabular-nums`}>
                  {row.hours > 0 ? "+" : "−"}
                  {hours(Math.abs(row.hours))}
                </td>
              </tr>
            ))}
          </Table>
        ) : (
          <p className="py-6 text-muted-foreground">{l.empty}</p>
        )
      }
    </Loaded>
  );
}

export function ClientAuditTab({ clientId }: { clientId: string }) {
  const copy = useCopy(auditCopy);
  const q = useClientAudit(clientId);
  return (
    <Loaded q={q} failed={copy.loadFailed}>
      {() => (q.data?.items.length ? <DataRows rows={q.data.items} columns={auditColumns(copy)} rowKey={(e) => e.id} /> : <p className="py-6 text-muted-foreground">{copy.empty}</p>)}
    </Loaded>
  );
}
