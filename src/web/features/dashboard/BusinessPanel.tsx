import type { Overview, ReportMonth } from "@core/reports";
import { addMonths, keptPercent, monthLabel } from "@core/report-months";
import { BarChart3 } from "lucide-react";
import { Link } from "react-router";
import { TrendChart } from "@web/components/charts/TrendChart";
import { INTL_LOCALE, useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { useTranslate } from "@web/i18n/use-translate";
import { useMoney } from "@web/lib/use-money";
import { Card, CardContent, CardDescription, CardHeader } from "@web/ui/card";
import { Skeleton } from "@web/ui/skeleton";
import { useBusinessOverview } from "./business-api";
import { businessCatalogue } from "./business/catalogue";
import { IconButtonLink } from "@web/components/IconButtonLink";
import { dateFormatter } from "@core/date-format";

const EARNED_COLOR = "#2563eb";
const CASH_COLOR = "#16a34a";

/** A month's report (its figures and the lists behind them). */
const reportLink = (month: string) => `/dashboard/reports?from=${month}&to=${month}`;
/** The Payments screen filtered to a month's days. */
function paymentsLink(month: string) {
  const next = addMonths(month, 1);
  const last = new Date(Date.UTC(Number(next.slice(0, 4)), Number(next.slice(5, 7)) - 1, 0)).toISOString().slice(0, 10);
  return `/dashboard/payments?from=${month}-01&to=${last}`;
}

/** The comparison's rows: each month's figure links to the list behind it. */
const COMPARED = [
  { figure: "earned", hint: "earnedHint", link: reportLink },
  { figure: "cash", hint: "cashHint", link: paymentsLink },
] as const;

/**
 * The operator's "how is the business doing" (docs/decisions/0041-business-numbers.md): earned revenue
 * beside cash taken, prepaid hours, receivables by age, invoices, promises kept and bookings, each
 * number a link to the list behind it. Loaded after the home's first paint, in its own chunk.
 */
export function BusinessPanel() {
  const t = useCatalogue(businessCatalogue);
  const translate = useTranslate();
  const overview = useBusinessOverview();
  return (
    <Card gap="4" className="min-w-0" role="region" aria-labelledby="business-title" data-testid="business-panel">
        <CardHeader direction="row" gap="3" className="flex-wrap items-start justify-between">
          <div className="grid gap-1">
            <h2 id="business-title" className="text-base leading-tight font-semibold">
              {t("title")}
            </h2>
            {overview.data && <Lead month={overview.data.month} />}
          </div>
          <IconButtonLink to="/dashboard/reports" icon={BarChart3} variant="outline" size="sm">
            {t("reports")}
          </IconButtonLink>
        </CardHeader>
        <CardContent>
          {overview.isPending ? (
            <div aria-busy="true">
              <p className="sr-only" role="status">
                {t("loading")}
              </p>
              <Skeleton className="h-40 w-full" />
            </div>
          ) : overview.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {t("loadFailed", { message: translate(overview.error.message) })}
            </p>
          ) : (
            <Figures data={overview.data} />
          )}
        </CardContent>
    </Card>
  );
}

function Lead({ month }: { month: string }) {
  const t = useCatalogue(businessCatalogue);
  const { locale } = useI18n();
  return <CardDescription>{t("lead", { month: monthLabel(month, INTL_LOCALE[locale]) })}</CardDescription>;
}

function Figures({ data }: { data: Overview }) {
  const t = useCatalogue(businessCatalogue);
  const { locale } = useI18n();
  const intl = INTL_LOCALE[locale];
  const { money, hours } = useMoney();
  const euro = (cents: number) => money(cents, "EUR");
  const columns: [string, ReportMonth][] = [
    [t("thisMonth"), data.thisMonth],
    [t("lastMonth"), data.lastMonth],
    [t("lastYear"), data.sameMonthLastYear],
  ];
  const kept = (p: { kept: number; due: number }) => {
    const percent = keptPercent(p);
    return percent === null ? t("noneDue") : t("kept", { percent, kept: p.kept, due: p.due });
  };
  const month = data.thisMonth;

  return (
    <div className="grid gap-6">
      {/* Scrolls sideways on a phone; its links make it reachable by keyboard. */}
      <div className="overflow-x-auto">
        <table className="w-full min-w-[28rem] text-sm" data-testid="business-comparison">
          <thead>
            <tr className="border-b text-left">
              <th scope="col" className="py-2 pr-3 font-medium">
                {t("figure")}
              </th>
              {columns.map(([label, m]) => (
                <th key={label} scope="col" className="py-2 pr-3 text-right font-medium">
                  {label}
                  <span className="block text-xs font-normal text-muted-foreground">{monthLabel(m.month, intl, "short")}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {COMPARED.map((row, i) => (
              <tr key={row.figure} className={i === 0 ? "border-b" : undefined}>
                <th scope="row" className="py-2 pr-3 text-left font-medium">
                  {t(row.figure)}
                  <span className="block text-xs font-normal text-muted-foreground">{t(row.hint)}</span>
                </th>
                {columns.map(([label, m]) => (
                  <td key={label} className="py-2 pr-3 text-right tabular-nums">
                    <Link className="underline-offset-4 hover:underline" to={row.link(m.month)} data-testid={`${row.figure}-${m.month}`}>
                      {euro(m[row.figure])}
                    </Link>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <TrendChart
        title={t("trend")}
        labelHeading={t("month")}
        onePoint={t("onePoint")}
        labels={data.trend.map((m) => monthLabel(m.month, intl, "short"))}
        series={[
          { label: t("earned"), values: data.trend.map((m) => m.earned), color: EARNED_COLOR },
          { label: t("cash"), values: data.trend.map((m) => m.cash), color: CASH_COLOR },
        ]}
        format={euro}
        testId="business-trend"
      />

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Block title={t("hours")}>
          <Stat label={t("hoursSold")} value={hours(month.hoursSold)} to={reportLink(month.month)} />
          <Stat label={t("hoursUsed")} value={hours(month.hoursUsed)} to={reportLink(month.month)} />
          <Stat label={t("balance")} value={hours(data.prepaidBalance)} to="/dashboard/clients" testId="prepaid-balance" />
        </Block>
        <Block title={t("receivables")}>
          {data.receivables.ages.map((a) => (
            <Stat key={a.age} label={t(`ages.${a.age}`)} value={euro(a.amount)} to="/dashboard/payments?view=open" />
          ))}
          <Stat label={t("total")} value={euro(data.receivables.total.amount)} to="/dashboard/payments?view=open" strong testId="receivables-total" />
        </Block>
        <Block title={t("documents")}>
          <Stat label={t("invoices")} value={String(month.invoices.count)} to={paymentsLink(month.month)} />
          <Stat label={t("creditNotes")} value={String(month.creditNotes.count)} to={paymentsLink(month.month)} />
        </Block>
        <Block title={t("promises")}>
          <Stat label={t("promise24")} value={kept(month.promises24)} to="/dashboard/contact" />
          <Stat label={t("promise48")} value={kept(month.promises48)} to="/dashboard/translations" />
        </Block>
      </div>

      <div className="grid gap-2">
        <h3 className="text-sm font-medium">
          <Link className="underline-offset-4 hover:underline" to="/dashboard/calendar">
            {t("bookings")}
          </Link>
        </h3>
        <TrendChart
          title={t("bookings")}
          labelHeading={t("week")}
          onePoint={t("onePoint")}
          labels={data.weeks.map((w) => dateFormatter(intl, { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${w.week}T12:00:00Z`)))}
          series={[{ label: t("bookingsSeries"), values: data.weeks.map((w) => w.bookings), color: EARNED_COLOR }]}
          format={String}
          testId="business-bookings"
        />
      </div>
    </div>
  );
}

function Block({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="grid content-start gap-2 rounded-lg border p-3">
      <h3 className="text-sm font-medium">{title}</h3>
      <dl className="grid gap-1 text-sm">{children}</dl>
    </div>
  );
}

function Stat({ label, value, to, strong, testId }: { label: string; value: string; to: string; strong?: boolean; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className={strong ? "font-medium" : "text-muted-foreground"}>{label}</dt>
      <dd className={`tabular-nums ${strong ? "font-semibold" : ""}`}>
        <Link className="underline-offset-4 hover:underline" to={to} data-testid={testId}>
          {value}
        </Link>
      </dd>
    </div>
  );
}
