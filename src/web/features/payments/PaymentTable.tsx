import type { PaymentRow } from "@core/payments";
import { paymentShortId } from "@core/payments-constants";
import { Eye } from "lucide-react";
import type { ReactNode } from "react";
import { PAYMENT_LABELS } from "@web/components/payment-labels";
import { useCopy, useI18n } from "@web/i18n/I18nProvider";
import { formatDate } from "@web/lib/format-date";
import { useMoney } from "@web/lib/use-money";
import { Badge } from "@web/ui/badge";
import { Button } from "@web/ui/button";
import type { PaymentsCopy } from "./copy";

type Props = { items: PaymentRow[]; onView: (id: string) => void; copy: PaymentsCopy; admin: boolean };

/** Admin: Transaction ID, Client, Service, Amount, Date, Status, Actions. Member: date, description, type, amount, status, receipt. */
export function PaymentTable({ items, onView, copy, admin }: Props) {
  const { locale } = useI18n();
  const labels = useCopy(PAYMENT_LABELS);
  const { money } = useMoney();
  const c = copy.columns;
  const who = (p: PaymentRow) =>
    p.client ? (
      <span className="grid">
        <span>{p.client.name}</span>
        <span className="text-xs break-all text-muted-foreground">{p.client.email}</span>
      </span>
    ) : (
      <span className="grid">
        <span>{p.customer?.name || copy.visitor}</span>
        {p.customer?.email && <span className="text-xs break-all text-muted-foreground">{p.customer.email}</span>}
      </span>
    );
  // Refund due stands out: the operator has money to give back (a request is paid once).
  const status = (p: PaymentRow) => <Badge variant={p.status === "refund_due" ? "accent" : "outline"}>{labels.statuses[p.status]}</Badge>;
  const view = (p: PaymentRow) => (
    <Button variant="outline" size="sm" onClick={() => onView(p.id)} aria-label={admin ? copy.viewPayment(paymentShortId(p.id)) : copy.receiptOf(paymentShortId(p.id))}>
      <Eye aria-hidden="true" />
      {admin ? copy.view : copy.receipt}
    </Button>
  );
  const head = admin ? [c.id, c.client, c.service, c.amount, c.date, c.status, c.actions] : [c.date, c.description, c.type, c.amount, c.status, c.receipt];
  const shortId = (p: PaymentRow) => <span className="font-mono text-xs">{paymentShortId(p.id)}</span>;
  const cells = (p: PaymentRow): ReactNode[] =>
    admin
      ? [shortId(p), who(p), p.description, money(p.amount, p.currency), formatDate(p.createdAt, locale), status(p), view(p)]
      : [formatDate(p.createdAt, locale), p.description, labels.types[p.type], money(p.amount, p.currency), status(p), view(p)];

  return (
    <>
      <table className="hidden w-full text-sm md:table">
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            {head.map((h) => (
              <th key={h} scope="col" className="py-2 pr-4 font-medium last:pr-0">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((p) => (
            <tr key={p.id} className="border-b align-top last:border-0">
              {cells(p).map((cell, i) => (
                <td key={i} className="py-3 pr-4 break-words last:pr-0">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="grid gap-3 md:hidden">
        {items.map((p) => (
          <li key={p.id} className="grid gap-3 rounded-xl border p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p className="min-w-0 font-medium break-words">{p.description}</p>
              {status(p)}
            </div>
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <Field label={c.amount}>{money(p.amount, p.currency)}</Field>
              <Field label={c.date}>{formatDate(p.createdAt, locale)}</Field>
              {admin ? <Field label={c.client}>{who(p)}</Field> : <Field label={c.type}>{labels.types[p.type]}</Field>}
              {admin && (
                <Field label={c.id}>
                  <span className="font-mono text-xs">{paymentShortId(p.id)}</span>
                </Field>
              )}
            </dl>
            {view(p)}
          </li>
        ))}
      </ul>
    </>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}
