import { formatMoney } from "@core/money";
import { lineText } from "@core/money-lines";
import { Link } from "react-router";
import { formatHours } from "@core/hours-rule";
import { INTL_LOCALE, useI18n } from "@web/i18n/I18nProvider";
import { cn } from "@web/lib/cn";
import { formatDate } from "@web/lib/format-date";
import { Card, CardContent, CardHeader, CardTitle } from "@web/ui/card";
import { DataRows } from "@web/ui/data-table";
import { type ListQuery, ListStates } from "@web/ui/list-states";
import type { HoursTransaction } from "./api";
import type { HoursTranslate } from "./catalogue";
import { uiCatalogue } from "@web/ui/catalogue";
import { useCatalogue } from "@web/i18n/use-catalogue";

type Props = { query: ListQuery; transactions: HoursTransaction[] | undefined; t: HoursTranslate };

/** The prepaid-hours ledger, newest first: purchases (+) and hours used (−). */
export function TransactionTable({ query, transactions, t }: Props) {
  const { locale } = useI18n();
  const ui = useCatalogue(uiCatalogue);
  const intl = INTL_LOCALE[locale];
  const type = (row: HoursTransaction) =>
    row.paymentType ? ui(`payment.types.${row.paymentType}`) : row.hours < 0 ? t("history.types.deduction") : row.amount != null ? t("history.types.purchase") : t("history.types.other");
  return (
    <Card gap="4">
      <CardHeader>
        <CardTitle>{t("history.title")}</CardTitle>
      </CardHeader>
      <CardContent aria-busy={query.isFetching}>
        <ListStates
          query={query}
          rows={transactions}
          texts={{ empty: t("history.empty"), error: query.isError ? t("messages.loadFailed") : null, errorToastId: "hours-load-failed", retry: t("retry") }}
        >
          {(rows) => (
            <DataRows
              rows={rows}
              rowKey={(row) => row.id}
              columns={[
                { header: t("history.date"), cell: (row) => formatDate(row.date, locale), className: "whitespace-nowrap" },
                {
                  header: t("history.description"),
                  card: "title",
                  cell: (row) => (
                    <>
                      {lineText(row.description, row.line, locale)}
                      {row.task && (
                        <Link to={`/dashboard/tasks?task=${encodeURIComponent(row.task.id)}`} className="block text-xs font-normal text-primary underline-offset-4 hover:underline">
                          {t("history.task", { title: row.task.title })}
                        </Link>
                      )}
                    </>
                  ),
                },
                { header: t("history.type"), cell: type, className: "whitespace-nowrap" },
                {
                  header: t("history.hours"),
                  align: "end",
                  className: cn("font-medium tabular-nums"),
                  cell: (row) => (
                    <span className={row.hours > 0 ? "text-success-foreground" : "text-foreground"}>
                      {row.hours > 0 ? "+" : "−"}
                      {formatHours(Math.abs(row.hours), locale)}
                    </span>
                  ),
                },
                {
                  header: t("history.amount"),
                  align: "end",
                  className: "tabular-nums whitespace-nowrap",
                  // Hours used are hours, never money: a debit shows no amount, not 0.00.
                  cell: (row) => (row.hours > 0 && row.amount != null && row.currency ? formatMoney(row.amount, row.currency, intl) : "—"),
                },
              ]}
            />
          )}
        </ListStates>
      </CardContent>
    </Card>
  );
}
