import type { PaymentRow } from "@core/payments";
import { lineText } from "@core/money-lines";
import { paymentShortId } from "@core/payments-constants";
import { Eye } from "lucide-react";
import type { ComponentProps } from "react";
import { useI18n } from "@web/i18n/I18nProvider";
import { formatDate } from "@web/lib/format-date";
import { useMoney } from "@web/lib/use-money";
import { Badge } from "@web/ui/badge";
import { Button } from "@web/ui/button";
import { type Column, DataTable } from "@web/ui/data-table";
import type { PaymentsTranslate } from "./catalogue";
import { uiCatalogue } from "@web/ui/catalogue";
import { useCatalogue } from "@web/i18n/use-catalogue";

type Props = Omit<ComponentProps<typeof DataTable<PaymentRow>>, "columns" | "rowKey"> & { onView: (id: string) => void; t: PaymentsTranslate; admin: boolean };

/** Admin: Transaction ID, Client, Service, Amount, Date, Status, Actions. Member: date, description, type, amount, status, receipt. */
export function PaymentTable({ onView, t, admin, ...table }: Props) {
  const { locale } = useI18n();
  const ui = useCatalogue(uiCatalogue);
  const { money } = useMoney();
  const col = {
    id: { header: t("columns.id"), cell: (p) => <span className="font-mono text-xs">{paymentShortId(p.id)}</span>, card: admin ? "field" : "none", cardRank: 13 },
    client: {
      header: t("columns.client"),
      cardRank: 12,
      cell: (p) =>
        p.client ? (
          <span className="grid">
            <span>{p.client.name}</span>
            <span className="text-xs break-all text-muted-foreground">{p.client.email}</span>
          </span>
        ) : (
          <span className="grid">
            <span>{p.customer?.name || t("visitor")}</span>
            {p.customer?.email && <span className="text-xs break-all text-muted-foreground">{p.customer.email}</span>}
          </span>
        ),
    },
    service: { header: admin ? t("columns.service") : t("columns.description"), cell: (p) => lineText(p.description, p.lines, locale), card: "title" },
    type: { header: t("columns.type"), cell: (p) => ui(`payment.types.${p.type}`), cardRank: 12 },
    amount: {
      header: t("columns.amount"),
      cardRank: 10,
      cell: (p) =>
        p.refundedAmount > 0 ? (
          <span className="grid">
            <span>{money(p.amount, p.currency)}</span>
            <span className="text-xs text-muted-foreground">{`${t("details.refunded")}: −${money(p.refundedAmount, p.currency)}`}</span>
          </span>
        ) : (
          money(p.amount, p.currency)
        ),
    },
    date: { header: t("columns.date"), cell: (p) => formatDate(p.createdAt, locale), cardRank: 11 },
    // Refund due stands out: the operator has money to give back (a request is paid once).
    status: { header: t("columns.status"), cell: (p) => <Badge variant={p.status === "refund_due" ? "accent" : "outline"}>{ui(`payment.statuses.${p.status}`)}</Badge>, card: "aside" },
    view: {
      header: admin ? t("columns.actions") : t("columns.receipt"),
      card: "footer",
      cell: (p) => (
        <Button variant="outline" size="sm" onClick={() => onView(p.id)} aria-label={admin ? t("viewPayment", { id: paymentShortId(p.id) }) : t("receiptOf", { id: paymentShortId(p.id) })}>
          <Eye aria-hidden="true" />
          {admin ? t("view") : t("receipt")}
        </Button>
      ),
    },
  } satisfies Record<string, Column<PaymentRow>>;
  // The card reads: description and status, then amount, date, client (or type) and the id.
  const columns = admin
    ? [col.id, col.client, col.service, col.amount, col.date, col.status, col.view]
    : [col.date, col.service, col.type, col.amount, col.status, col.view];
  return <DataTable {...table} rowKey={(p) => p.id} columns={columns.map((x) => ({ ...x, className: "break-words" }))} />;
}
