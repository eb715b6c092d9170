import { Download, Filter } from "lucide-react";
import { useState } from "react";
import { DashboardScreen } from "@web/components/DashboardScreen";
import { useCurrentUser } from "@web/lib/session/current-user";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { useMoney } from "@web/lib/use-money";
import { Button } from "@web/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "@web/ui/card";
import { CursorPager } from "@web/ui/cursor-pager";
import { useUrlState } from "@web/ui/url-state";
import { exportUrl, paymentListQuery, paymentListUrl, usePaymentList } from "./api";
import { paymentsCatalogue } from "./catalogue";
import { PaymentDue } from "./PaymentDue";
import { PaymentDetailsDialog } from "./PaymentDetailsDialog";
import { PaymentFilters } from "./PaymentFilters";
import { PaymentTable } from "./PaymentTable";
import { RecordPaymentDialog } from "./RecordPaymentDialog";
import { OpenRequests } from "./OpenRequests";
import { FilterTabs, labelsOf } from "@web/ui/filter-tabs";
import { useTranslate } from "@web/i18n/use-translate";


const FILTERS_ID = "payment-filters";
const PANEL_ID = "payments-panel";
const VIEWS = ["payments", "open"] as const;

/** /dashboard/payments: the admin's Payments, or the member's own Payment History. */
export function PaymentsPage() {
  const { user } = useCurrentUser();
  const admin = user.role === "admin";
  const t = useCatalogue(paymentsCatalogue);
  const translate = useTranslate();
  const title = admin ? t("title") : t("historyTitle");
  const url = useUrlState(paymentListUrl, "payment");
  const list = usePaymentList(paymentListQuery(url.values, admin));
  const view = admin ? url.values.view : "payments";
  // The filters and the export are the payments view's; Open requests lists every open one.
  const [showFilters, setShowFilters] = useState(url.filtered && view === "payments");
  const { money, bgnIncluded } = useMoney();
  const summary = list.data?.summary;
  const revenueNote = bgnIncluded(summary?.bgnIncluded);
  const panel = { id: PANEL_ID, role: "tabpanel" as const, "aria-labelledby": `payments-tab-${view}` };

  return (
    <DashboardScreen
      title={title}
      description={admin ? t("lead") : t("historyLead")}
      actions={
        admin && (
          <>
            {view === "payments" && (
              <>
                <Button variant="outline" aria-expanded={showFilters} aria-controls={FILTERS_ID} onClick={() => setShowFilters((s) => !s)}>
                  <Filter aria-hidden="true" />
                  {t("filter.title")}
                </Button>
                <Button asChild variant="outline">
                  <a href={exportUrl(url.values)} download aria-label={t("exportLabel")}>
                    <Download aria-hidden="true" />
                    {t("export")}
                  </a>
                </Button>
                <Button asChild variant="outline">
                  <a href={exportUrl(url.values, "semicolon")} download aria-label={t("exportSemicolonLabel")}>
                    {t("exportSemicolon")}
                  </a>
                </Button>
              </>
            )}
            <RecordPaymentDialog t={t} />
          </>
        )
      }
    >
      {admin && showFilters && view === "payments" && <PaymentFilters id={FILTERS_ID} value={url.values} onApply={url.set} t={t} />}
      {admin && (
        <div className="grid gap-4 sm:grid-cols-3">
          {[
            [t("summary.revenue"), summary ? money(summary.totalRevenue, summary.currency) : "—", "summary-revenue"],
            [t("summary.pending"), summary ? String(summary.pendingCount) : "—", "summary-pending"],
            [t("summary.completed"), summary ? String(summary.completedCount) : "—", "summary-completed"],
          ].map(([label, value, testId]) => (
            <Card key={testId} gap="2">
              <CardHeader>
                <CardDescription>{label}</CardDescription>
                <CardTitle size="2xl" className="tabular-nums" data-testid={testId}>
                  {value}
                </CardTitle>
                {testId === "summary-revenue" && revenueNote && (
                  <CardDescription size="xs" data-testid="summary-revenue-note">
                    {t("bgnIncluded", revenueNote)}
                  </CardDescription>
                )}
              </CardHeader>
            </Card>
          ))}
        </div>
      )}
      {admin && (
        <FilterTabs
          label={t("receivables.views.label")}
          options={VIEWS}
          names={labelsOf(VIEWS, (v) => t(`receivables.views.${v}`))}
          value={view}
          onChange={(v) => url.set({ view: v })}
          panel={{ id: PANEL_ID, tabId: (v) => `payments-tab-${v}` }}
          uncounted
        />
      )}
      {view === "open" ? (
        <OpenRequests panel={panel} />
      ) : (
        <>
      {!admin && list.data && list.data.requests.length > 0 && <PaymentDue requests={list.data.requests} t={t} />}
      <PaymentTable
        query={list}
        rows={list.data?.items}
        onView={url.open}
        admin={admin}
        t={t}
        texts={{
          loading: t("loading"),
          empty: admin && url.filtered ? t("emptyFiltered") : t("empty"),
          error: list.isError ? t("loadFailed", { reason: translate(list.error.message) }) : null,
          errorToastId: "payments-load-failed",
          retry: t("retry"),
        }}
        footer={<CursorPager label={t("pagination")} url={url} query={list} />}
        panel={admin ? panel : undefined}
      />
        </>
      )}
      {url.openId && <PaymentDetailsDialog id={url.openId} onClose={url.close} t={t} />}
    </DashboardScreen>
  );
}
