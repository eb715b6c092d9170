import type { ReportFigures, ReportMonth } from "@core/reports";
import { addMonths, isReportPeriod, keptPercent, monthLabel } from "@core/report-months";
import { Download } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { TrendChart } from "@web/components/charts/TrendChart";
import { DashboardScreen } from "@web/components/DashboardScreen";
import { INTL_LOCALE, useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { useTranslate } from "@web/i18n/use-translate";
import { useInFirstFrame } from "@web/lib/first-frame";
import { useMoney } from "@web/lib/use-money";
import { Button } from "@web/ui/button";
import { Card } from "@web/ui/card";
import { Input } from "@web/ui/input";
import { Label } from "@web/ui/label";
import { HeaderRow } from "@web/ui/header-row";
import { Skeleton } from "@web/ui/skeleton";
import { type Period, periodOf, reportCsvUrl, useReport } from "./api";
import { reportsCatalogue } from "./catalogue";

const EARNED_COLOR = "#2563eb";
const CASH_COLOR = "#16a34a";
const COLUMNS = ["month", "earned", "work", "hoursValue", "cash", "refunds", "hoursSold", "hoursUsed", "invoices", "creditNotes", "promises24", "promises48", "bookings"] as const;

/** /dashboard/reports (admin): the business's figures by month for a chosen period, as a chart, a table and CSV. */
export function ReportsPage() {
  const t = useCatalogue(reportsCatalogue);
  const [search, setSearch] = useSearchParams();
  const period = periodOf(search);
  const inFirstFrame = useInFirstFrame();
  const valid = isReportPeriod(period);
  // The build's first frame names no period: its links come with the app.
  const csv = (separator?: "semicolon") => (inFirstFrame ? undefined : reportCsvUrl(period, separator));

  return (
    <DashboardScreen
      title={t("title")}
      description={t("lead")}
      actions={
        valid && (
          <>
            <Button asChild variant="outline">
              <a href={csv()} download>
                <Download aria-hidden="true" />
                {t("download")}
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href={csv("semicolon")} download>
                <Download aria-hidden="true" />
                {t("downloadSemicolon")}
              </a>
            </Button>
          </>
        )
      }
    >
      <PeriodForm key={`${period.from} ${period.to}`} period={period} onApply={(p) => setSearch({ from: p.from, to: p.to })} />
      {valid ? (
        <ReportView period={period} />
      ) : (
        <p role="alert" className="text-sm text-destructive">
          {t("period.invalid")}
        </p>
      )}
    </DashboardScreen>
  );
}

function PeriodForm({ period, onApply }: { period: Period; onApply: (p: Period) => void }) {
  const t = useCatalogue(reportsCatalogue);
  const [draft, setDraft] = useState(period);
  const [invalid, setInvalid] = useState(false);
  // The server's first frame is drawn by the build, months before it is sent: it names no month.
  const shown = useInFirstFrame() ? { from: "", to: "" } : draft;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const ok = isReportPeriod(draft);
    setInvalid(!ok);
    if (ok) onApply(draft);
  };
  return (
    <Card pad="4">
      <form onSubmit={submit} aria-labelledby="report-period" className="grid gap-3">
        <h2 id="report-period" className="text-base font-semibold">
          {t("period.title")}
        </h2>
        <div className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
          <div className="grid gap-2">
            <Label htmlFor="report-from">{t("period.from")}</Label>
            <Input id="report-from" type="month" value={shown.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} aria-invalid={invalid || undefined} aria-describedby={invalid ? "report-period-error" : undefined} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="report-to">{t("period.to")}</Label>
            <Input id="report-to" type="month" value={shown.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} aria-invalid={invalid || undefined} aria-describedby={invalid ? "report-period-error" : undefined} />
          </div>
          <Button type="submit">{t("period.show")}</Button>
        </div>
        {invalid && (
          <p id="report-period-error" role="alert" className="text-sm text-destructive">
            {t("period.invalid")}
          </p>
        )}
      </form>
    </Card>
  );
}

const isEmpty = (f: ReportFigures) =>
  f.payments === 0 && f.refunds === 0 && f.hoursSold === 0 && f.hoursUsed === 0 && f.invoices.count === 0 && f.creditNotes.count === 0 && f.promises24.due === 0 && f.promises48.due === 0 && f.bookings === 0;

function ReportView({ period }: { period: Period }) {
  const t = useCatalogue(reportsCatalogue);
  const translate = useTranslate();
  const { locale } = useI18n();
  const intl = INTL_LOCALE[locale];
  const { money, bgnIncluded } = useMoney();
  const report = useReport(period);

  if (report.isPending)
    return (
      <div aria-busy="true">
        <p className="sr-only" role="status">
          {t("loading")}
        </p>
        <Skeleton rounded="xl" className="h-64 w-full" />
      </div>
    );
  if (report.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {t("loadFailed", { message: translate(report.error.message) })}
      </p>
    );

  const data = report.data;
  const allFuture = data.months.every((m) => m.future);
  const past = data.months.filter((m) => !m.future);
  const euro = (cents: number) => money(cents, "EUR");
  const note = bgnIncluded(data.totals.bgnIncluded);

  return (
    <div className="grid gap-6" data-testid="report">
      {allFuture ? (
        <p role="status" className="rounded-lg border p-4 text-sm">
          {t("future")}
        </p>
      ) : isEmpty(data.totals) ? (
        <p role="status" className="rounded-lg border p-4 text-sm">
          {t("empty")}
        </p>
      ) : (
        <Card pad="4">
          <TrendChart
            title={t("trend")}
            labelHeading={t("columns.month")}
            onePoint={t("onePoint")}
            labels={past.map((m) => monthLabel(m.month, intl, "short"))}
            series={[
              { label: t("columns.earned"), values: past.map((m) => m.earned), color: EARNED_COLOR },
              { label: t("columns.cash"), values: past.map((m) => m.cash), color: CASH_COLOR },
            ]}
            format={euro}
            testId="report-trend"
          />
        </Card>
      )}
      <Card pad="none" className="min-w-0">
        {/* Scrolls sideways on a phone; the months' links make it reachable by keyboard. */}
        <div className="overflow-x-auto">
          <table className="w-full min-w-[60rem] text-sm" data-testid="report-table">
            <caption className="sr-only">{t("tableLabel")}</caption>
            <thead>
              <HeaderRow
                className="border-b text-left"
                cell="px-3 py-2"
                columns={COLUMNS.map((c) => ({ label: t(`columns.${c}`), right: c !== "month" }))}
              />
            </thead>
            <tbody>
              {data.months.map((m) => (
                <Row key={m.month} label={monthLabel(m.month, intl)} to={paymentsOfMonth(m.month)} figures={m} future={m.future} euro={euro} />
              ))}
            </tbody>
            <tfoot>
              <Row label={t("total")} figures={data.totals} future={false} euro={euro} strong />
            </tfoot>
          </table>
        </div>
        {note && <p className="px-3 pb-3 text-xs text-muted-foreground">{t("bgnIncluded", note)}</p>}
      </Card>
    </div>
  );
}

/** The Payments screen filtered to a month's days: the payments behind its figures. */
function paymentsOfMonth(month: string) {
  const next = addMonths(month, 1);
  const last = new Date(Date.UTC(Number(next.slice(0, 4)), Number(next.slice(5, 7)) - 1, 0)).toISOString().slice(0, 10);
  return `/dashboard/payments?from=${month}-01&to=${last}`;
}

function Row({
  label,
  to,
  figures: f,
  future,
  euro,
  strong,
}: { label: string; to?: string; figures: ReportFigures | ReportMonth; future: boolean; euro: (c: number) => string; strong?: boolean }) {
  const t = useCatalogue(reportsCatalogue);
  const { hours } = useMoney();
  const kept = (p: { kept: number; due: number }) => {
    const percent = keptPercent(p);
    return percent === null ? t("noneDue") : t("kept", { percent, kept: p.kept, due: p.due });
  };
  const cell = `px-3 py-2 text-right tabular-nums ${strong ? "font-semibold" : ""}`;
  return (
    <tr className={strong ? "border-t" : "border-b last:border-b-0"} data-testid="report-row">
      <th scope="row" className={`px-3 py-2 text-left ${strong ? "font-semibold" : "font-normal"}`}>
        {to ? (
          <Link className="underline-offset-4 hover:underline" to={to}>
            {label}
          </Link>
        ) : (
          label
        )}
        {future && <span className="block text-xs text-muted-foreground">{t("notBegun")}</span>}
      </th>
      <td className={cell}>{euro(f.earned)}</td>
      <td className={cell}>{euro(f.work)}</td>
      <td className={cell}>{euro(f.hoursValue)}</td>
      <td className={cell}>{euro(f.cash)}</td>
      <td className={cell}>{euro(f.refunds)}</td>
      <td className={cell}>{hours(f.hoursSold)}</td>
      <td className={cell}>{hours(f.hoursUsed)}</td>
      <td className={cell}>{f.invoices.count}</td>
      <td className={cell}>{f.creditNotes.count}</td>
      <td className={cell}>{kept(f.promises24)}</td>
      <td className={cell}>{kept(f.promises48)}</td>
      <td className={cell}>{f.bookings}</td>
    </tr>
  );
}
