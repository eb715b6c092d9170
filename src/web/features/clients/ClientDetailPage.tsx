import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { useParams, useSearchParams } from "react-router";
import { toast } from "@web/ui/toast";
import { DashboardPageHeader } from "@web/components/DashboardPageHeader";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { isApiError } from "@web/lib/api";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { useInFirstFrame } from "@web/lib/first-frame";
import { SHELL_RECORD_TOKENS } from "@core/shell-record";
import { LoadFailed, LoadingLine } from "@web/ui/list-states";
import { Card, CardContent } from "@web/ui/card";
import { useClient } from "./api";
import { ClientAuditTab, ClientDocumentsTab, ClientLedgerTab, ClientPaymentsTab, ClientTasksTab } from "./ClientSections";
import { ClientOverview } from "./ClientOverview";
import { DeductHoursDialog } from "./DeductHoursDialog";
import { clientsCatalogue } from "./catalogue";
import { EditClientDialog } from "./EditClientDialog";
import { InvitationNotice } from "./InvitationNotice";
import { UndeliverableNotice } from "./UndeliverableNotice";
import { RequestPaymentDialog } from "./RequestPaymentDialog";
import { useTranslate } from "@web/i18n/use-translate";
import { FilterTabs, labelsOf } from "@web/ui/filter-tabs";
import { IconButtonLink } from "@web/components/IconButtonLink";

const TABS = ["overview", "tasks", "documents", "payments", "hours", "audit"] as const;
type Tab = (typeof TABS)[number];

/**
 * /dashboard/clients/:clientId (admin): the client's profile, work, money and hours in one place.
 * Its actions follow the client's abilities (clientPolicy on the server), not the viewer's role.
 */
export function ClientDetailPage() {
  const translate = useTranslate();
  const t = useCatalogue(clientsCatalogue);
  const { clientId = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const client = useClient(clientId);
  // The build's first frame names the client by stand-ins, which the server fills from the answer
  // the page carries (core/dashboard-shell.ts SHELL_AT_LOAD): the heading paints before the code.
  const inFirstFrame = useInFirstFrame();
  useDocumentTitle(inFirstFrame ? SHELL_RECORD_TOKENS.name : (client.data?.name ?? t("detail.tabs.overview")));
  const rawTab = params.get("tab");
  const tab: Tab = TABS.includes(rawTab as Tab) ? (rawTab as Tab) : "overview";
  const editing = params.get("edit") === "1";
  const setParam = (key: string, value: string | undefined, replace = false) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace });
  };

  const notFound = client.isError && isApiError(client.error) && client.error.status === 404;
  const errorMessage = client.isError && !notFound ? t("detail.loadFailed", { message: translate(client.error.message) }) : null;
  useEffect(() => {
    if (errorMessage) toast.error(errorMessage, { id: "client-load-failed" });
  }, [errorMessage]);

  const back = (
    <IconButtonLink to="/dashboard/clients" icon={ArrowLeft} variant="ghost" className="w-fit">
      {t("detail.back")}
    </IconButtonLink>
  );
  if (inFirstFrame)
    return (
      <div className="grid grid-cols-1 gap-6">
        {back}
        <DashboardPageHeader title={SHELL_RECORD_TOKENS.name} description={SHELL_RECORD_TOKENS.email} />
        <LoadingLine className="py-6">{t("detail.loading")}</LoadingLine>
      </div>
    );
  if (client.isPending)
    return (
      <div className="grid gap-4">
        {back}
        <LoadingLine className="py-6">{t("detail.loading")}</LoadingLine>
      </div>
    );
  if (!client.data)
    return (
      <div className="grid gap-4">
        {back}
        {notFound ? (
          <h1 className="text-2xl font-semibold">{t("detail.notFound")}</h1>
        ) : (
          <LoadFailed retry={t("detail.retry")} onRetry={() => client.refetch()}>
            {translate(errorMessage)}
          </LoadFailed>
        )}
      </div>
    );

  const c = client.data;
  return (
    <div className="grid grid-cols-1 gap-6">
      {back}
      <DashboardPageHeader
        title={c.name}
        description={c.email}
        actions={
          <>
            {c.abilities.canEdit && (
              <EditClientDialog client={c} open={editing} onOpenChange={(open) => setParam("edit", open ? "1" : undefined, !open)} t={t} />
            )}
            {c.abilities.canDeductHours && <DeductHoursDialog client={c} t={t} />}
            {c.abilities.canRequestPayment && <RequestPaymentDialog client={c} t={t} />}
          </>
        }
      />
      <InvitationNotice client={c} t={t} />
      <UndeliverableNotice client={c} t={t} />
      <FilterTabs
        label={t("detail.tabsLabel")}
        options={TABS}
        names={labelsOf(TABS, (v) => t(`detail.tabs.${v}`))}
        value={tab}
        onChange={(v) => setParam("tab", v === "overview" ? undefined : v)}
        panel={{ id: "client-panel", tabId: (v) => `client-tab-${v}` }}
        uncounted
      />
      <Card>
        <CardContent id="client-panel" role="tabpanel" aria-labelledby={`client-tab-${tab}`}>
          {tab === "overview" && <ClientOverview client={c} t={t} />}
          {tab === "tasks" && <ClientTasksTab clientId={c.id} t={t} />}
          {tab === "documents" && <ClientDocumentsTab clientId={c.id} t={t} />}
          {tab === "payments" && <ClientPaymentsTab clientId={c.id} canCancelRequests={c.abilities.canCancelPaymentRequests} t={t} />}
          {tab === "hours" && <ClientLedgerTab clientId={c.id} t={t} />}
          {tab === "audit" && <ClientAuditTab clientId={c.id} />}
        </CardContent>
      </Card>
    </div>
  );
}
