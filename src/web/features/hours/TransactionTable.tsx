import { formatMoney } from "@core/money";
import { Link } from "react-router";
import { PAYMENT_LABELS } from "@web/components/payment-labels";
import { INTL_LOCALE, useI18n } from "@web/i18n/I18nProvider";
import { cn } from "@web/lib/cn";
import { formatDate } from "@web/lib/format-date";
import { Card, CardContent, CardHeader, CardTitle } from "@web/ui/card";
import { DataRows } from "@web/ui/data-table";
import { type ListQuery, ListStates } from "@web/ui/list-states";
import type { HoursTransaction } from "./api";
import { type HoursCopy, HOURS_MESSAGES } from "./copy";

type Props = { query: ListQuery; transactions: HoursTransaction[] | undefined; copy: HoursCopy };

/** The prepaid-hours ledger, newest first: purchases (+) and hours used (−). */
export function TransactionTable({ query, transactions, copy }: Props) {
  const { locale } = useI18n();
  const paymentLabels = PAYMENT_LABELS[locale];
  const intl = INTL_LOCALE[locale];
  const h = copy.history;
  const type = (t: HoursTransaction) =>
    t.paymentType ? paymentLabels.types[t.paymentType] : t.hours < 0 ? h.types.deduction : t.amount != null ? h.types.purchase : h.types.other;
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>{h.title}</CardTitle>
      </CardHeader>
      <CardContent aria-busy={query.isFetching}>
        <ListStates
          query={query}
          rows={transactions}
          texts={{ empty: h.empty, error: query.isError ? HOURS_MESSAGES.loadFailed : null, errorToastId: "hours-load-failed", retry: copy.retry }}
        >
          {(rows) => (
            <DataRows
              rows={rows}
              rowKey={(t) => t.id}
              columns={[
                { header: h.date, cell: (t) => formatDate(t.date, locale), className: "whitespace-nowrap" },
                {
                  header: h.description,
                  card: "title",
                  cell: (t) => (
                    <>
                      {t.description}
                      {t.task && (
                        <Link to={`/dashboard/tasks?task=${encodeURIComponent(t.task.id)}`} className="block text-xs font-normal text-primary underline-offset-4 hover:underline">
                          {h.task(t.task.title)}
                        </Link>
                      )}
                    </>
                  ),
                },
                { header: h.type, cell: type, className: "whitespace-nowrap", card: "aside" },
                {
                  header: h.hours,
                  align: "end",
                  className: cn("font-medium tabular-nums"),
                  cell: (t) => (
                    <span className={t.hours > 0 ? "text-success-foreground" : "text-foreground"}>
                      {t.hours > 0 ? "+" : "−"}
                      {Math.abs(t.hours).toLocaleString(intl, { maximumFractionDigits: 1 })}
                    </span>
                  ),
                },
                {
                  header: h.amount,
                  align: "end",
                  className: "tabular-nums whitespace-nowrap",
                  // Hours used are hours, never money (DESIGN §1.26): a debit shows no amount, not 0.00.
                  cell: (t) => (t.hours > 0 && t.amount != null && t.currency ? formatMoney(t.amount, t.currency, intl) : "—"),
                },
              ]}
            />
          )}
        </ListStates>
      </CardContent>
    </Card>
  );
}
