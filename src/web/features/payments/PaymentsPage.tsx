import { Download, Filter } from "lucide-react";
import { useState } from "react";
import { DashboardPageHeader } from "@web/components/DashboardPageHeader";
import { useCurrentUser } from "@web/lib/session/current-user";
import { useCopy } from "@web/i18n/I18nProvider";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { useMoney } from "@web/lib/use-money";
import { Button } from "@web/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "@web/ui/card";
import { CursorPager } from "@web/ui/cursor-pager";
import { useUrlState } from "@web/ui/url-state";
import { exportUrl, paymentListQuery, paymentListUrl, usePaymentList } from "./api";
import { paymentsCopy } from "./copy";
import { PaymentDue } from "./PaymentDue";
import { PaymentDetailsDialog } from "./PaymentDetailsDialog";
import { PaymentFilters } from "./PaymentFilters";
import { PaymentTable } from "./PaymentTable";
import { RecordPaymentDialog } from "./RecordPaymentDialog";
import { OpenRequests } from "./OpenRequests";
import { receivablesCopy } from "./receivables-copy";
import { FilterTabs } from "@web/ui/filter-tabs";


const FILTERS_ID = "payment-filters";
const PANEL_ID = "payments-panel";
const VIEWS = ["payments", "open"] as const;

/** /dashboard/payments: the admin's Payments, or the member's own Payment History (DESIGN §1.4). */
export function PaymentsPage() {
  const { user } = useCurrentUser();
  const admin = user.role === "admin";
  const copy = useCopy(paymentsCopy);
  const views = useCopy(receivablesCopy).views;
  const title = admin ? copy.title : copy.historyTitle;
  useDocumentTitle(title);
  const url = useUrlState(paymentListUrl, "payment");
  const list = usePaymentList(paymentListQuery(url.values, admin));
  const view = admin ? url.values.view : "payments";
  // The filters and the export are the payments view's; Open requests lists every open one.
  const [showFilters, setShowFilters] = useState(url.filtered && view === "payments");
  const { money } = useMoney();
  const summary = list.data?.summary;
  const panel = { id: PANEL_ID, role: "tabpanel" as const, "aria-labelledby": `payments-tab-${view}` };

  return (
    <div className="grid grid-cols-1 gap-6">
      <DashboardPageHeader
        title={title}
        description={admin ? copy.lead : copy.historyLead}
        actions={
          admin && (
            <>
              {view === "payments" && (
                <>
                  <Button variant="outline" aria-expanded={showFilters} aria-controls={FILTERS_ID} onClick={() => setShowFilters((s) => !s)}>
                    <Filter aria-hidden="true" />
                    {copy.filter.title}
                  </Button>
                  <Button asChild variant="outline">
                    <a href={exportUrl(url.values)} download aria-label={copy.exportLabel}>
                      <Download aria-hidden="true" />
                      {copy.export}
                    </a>
                  </Button>
                  <Button asChild variant="outline">
                    <a href={exportUrl(url.values, "semicolon")} download aria-label={copy.exportSemicolonLabel}>
                      {copy.exportSemicolon}
                    </a>
                  </Button>
                </>
              )}
              <RecordPaymentDialog copy={copy} />
            </>
          )
        }
      />
      {admin && showFilters && view === "payments" && <PaymentFilters id={FILTERS_ID} value={url.values} onApply={url.set} copy={copy} />}
      {admin && (
        <div className="grid gap-4 sm:grid-cols-3">
          {[
            [copy.summary.revenue, summary ? money(summary.totalRevenue, summary.currency) : "—", "summary-revenue"],
            [copy.summary.pending, summary ? String(summary.pendingCount) : "—", "summary-pending"],
            [copy.summary.completed, summary ? String(summary.completedCount) : "—", "summary-completed"],
          ].map(([label, value, testId]) => (
            <Card key={testId} className="gap-2">
              <CardHeader>
                <CardDescription>{label}</CardDescription>
                <CardTitle className="text-2xl tabular-nums" data-testid={testId}>
                  {value}
                </CardTitle>
              </CardHeader>
            </Card>
          ))}
        </div>
      )}
      {admin && (
        <FilterTabs
          label={views.label}
          options={VIEWS}
          names={views}
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
      {!admin && list.data && list.data.requests.length > 0 && <PaymentDue requests={list.data.requests} copy={copy} />}
      <PaymentTable
        query={list}
        rows={list.data?.items}
        onView={url.open}
        admin={admin}
        copy={copy}
        texts={{
          loading: copy.loading,
          empty: admin && url.filtered ? copy.emptyFiltered : copy.empty,
          error: list.isError ? copy.loadFailed(list.error.message) : null,
          errorToastId: "payments-load-failed",
          retry: copy.retry,
        }}
        footer={<CursorPager label={copy.pagination} url={url} query={list} />}
        panel={admin ? panel : undefined}
      />
        </>
      )}
      {url.openId && <PaymentDetailsDialog id={url.openId} onClose={url.close} copy={copy} />}
    </div>
  );
}
