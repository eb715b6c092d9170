import { formatMoney } from "@core/money";
import { Link } from "react-router";
import { PAYMENT_LABELS } from "@web/components/payment-labels";
import { INTL_LOCALE, useI18n } from "@web/i18n/I18nProvider";
import { formatDate } from "@web/lib/format-date";
import { cn } from "@web/lib/cn";
import type { HoursTransaction } from "./api";
import type { HoursCopy } from "./copy";

/** The prepaid-hours ledger, newest first: purchases (+) and hours used (−). */
export function TransactionTable({ transactions, copy }: { transactions: HoursTransaction[]; copy: HoursCopy }) {
  const { locale } = useI18n();
  const paymentLabels = PAYMENT_LABELS[locale];
  const intl = INTL_LOCALE[locale];
  if (transactions.length === 0) return <p className="text-sm text-muted-foreground">{copy.history.empty}</p>;
  const type = (t: HoursTransaction) =>
    t.paymentType
      ? paymentLabels.types[t.paymentType]
      : t.hours < 0 ? copy.history.types.deduction : t.amount != null ? copy.history.types.purchase : copy.history.types.other;
  return (
    // On a phone the table scrolls sideways: a focusable, named region lets the keyboard scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <section tabIndex={0} aria-label={copy.history.title} className="-mx-6 overflow-x-auto px-6 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60">
      <table className="w-full min-w-[36rem] text-sm">
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            <th scope="col" className="py-2 pr-4 font-medium">
              {copy.history.date}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {copy.history.description}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {copy.history.type}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              {copy.history.hours}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {copy.history.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((t) => (
            <tr key={t.id} className="border-b last:border-0">
              <td className="py-3 pr-4 whitespace-nowrap">{formatDate(t.date, locale)}</td>
              <td className="py-3 pr-4">
                {t.description}
                {t.task && (
                  <Link to={`/dashboard/tasks?task=${encodeURIComponent(t.task.id)}`} className="block text-xs text-primary underline-offset-4 hover:underline">
                    {copy.history.task(t.task.title)}
                  </Link>
                )}
              </td>
              <td className="py-3 pr-4 whitespace-nowrap">{type(t)}</td>
              <td className={cn("py-3 pr-4 text-right font-medium tabular-nums", t.hours > 0 ? "text-success-foreground" : "text-foreground")}>
                {t.hours > 0 ? "+" : "−"}
                {Math.abs(t.hours).toLocaleString(intl, { maximumFractionDigits: 1 })}
              </td>
              <td className="py-3 text-right tabular-nums whitespace-nowrap">
                {t.amount != null && t.currency ? formatMoney(t.amount, t.currency, intl) : "—"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
