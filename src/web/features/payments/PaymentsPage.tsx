import { Download, Filter } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "@web/ui/toast";
import { DashboardPageHeader } from "@web/components/DashboardPageHeader";
import { useCurrentUser } from "@web/lib/session/current-user";
import { useCopy } from "@web/i18n/I18nProvider";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { useMoney } from "@web/lib/use-money";
import { Button } from "@web/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/ui/card";
import { exportUrl, usePaymentList } from "./api";
import { paymentsCopy } from "./copy";
import { PaymentDue } from "./PaymentDue";
import { PaymentDetailsDialog } from "./PaymentDetailsDialog";
import { PaymentFilters } from "./PaymentFilters";
import { PaymentList } from "./PaymentList";
import { RecordPaymentDialog } from "./RecordPaymentDialog";
import { usePaymentParams } from "./use-payment-params";

const FILTERS_ID = "payment-filters";

/** /dashboard/payments: the admin's Payments, or the member's own Payment History (DESIGN §1.4). */
export function PaymentsPage() {
  const { user } = useCurrentUser();
  const admin = user.role === "admin";
  const copy = useCopy(paymentsCopy);
  const title = admin ? copy.title : copy.historyTitle;
  useDocumentTitle(title);
  const params = usePaymentParams();
  const list = usePaymentList(params.listQuery(admin));
  const [showFilters, setShowFilters] = useState(params.filtered);
  const { money } = useMoney();
  const errorMessage = list.isError ? copy.loadFailed(list.error.message) : null;
  useEffect(() => {
    if (errorMessage) toast.error(errorMessage, { id: "payments-load-failed" });
  }, [errorMessage]);
  const summary = list.data?.summary;

  return (
    <div className="grid grid-cols-1 gap-6">
      <DashboardPageHeader
        title={title}
        description={admin ? copy.lead : copy.historyLead}
        actions={
          admin && (
            <>
              <Button variant="outline" aria-expanded={showFilters} aria-controls={FILTERS_ID} onClick={() => setShowFilters((s) => !s)}>
                <Filter aria-hidden="true" />
                {copy.filter.title}
              </Button>
              <Button asChild variant="outline">
                <a href={exportUrl(params.query)} download aria-label={copy.exportLabel}>
                  <Download aria-hidden="true" />
                  {copy.export}
                </a>
              </Button>
              <RecordPaymentDialog copy={copy} />
            </>
          )
        }
      />
      {admin && showFilters && <PaymentFilters id={FILTERS_ID} value={params.filter} onApply={params.setFilter} copy={copy} />}
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
      {!admin && list.data && list.data.requests.length > 0 && <PaymentDue requests={list.data.requests} copy={copy} />}
      <Card>
        <CardContent aria-busy={list.isFetching}>
          <PaymentList list={list} params={params} admin={admin} errorMessage={errorMessage} copy={copy} />
        </CardContent>
      </Card>
      {params.paymentId && <PaymentDetailsDialog id={params.paymentId} onClose={() => params.openPayment(null)} copy={copy} />}
    </div>
  );
}
