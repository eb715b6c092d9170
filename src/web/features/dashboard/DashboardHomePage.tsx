import type { AdminDashboard, MemberDashboard } from "@core/dashboard";
import { coveredByPrepaid, formatHours } from "@core/hours-rule";
import { ClipboardList, CreditCard, FileText, HandCoins, LifeBuoy, MessageSquare, ShoppingBag, TrendingUp, Users } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { Link as LocalizedLink } from "@web/i18n/LocalizedLink";
import { DashboardPageHeader } from "@web/components/DashboardPageHeader";
import { useCurrentUser } from "@web/lib/session/current-user";
import { useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { useMoney } from "@web/lib/use-money";
import { Button } from "@web/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/ui/card";
import { Skeleton } from "@web/ui/skeleton";
import { useDashboard } from "./api";
import { type DashboardTranslate, dashboardCatalogue } from "./catalogue";
import { DuePanel } from "./DuePanel";
import { DocumentItems, MessageItems, Panel, TaskItems } from "./Panels";
import { SummaryCard } from "./SummaryCard";
import { useTranslate } from "@web/i18n/use-translate";

/** Shown only while the business setup is unfinished: its code comes when it is. */
const FinishSetup = lazy(() => import("./setup/FinishSetup"));

// The member's appointments come after the first paint, in their own chunk (the dashboard's JavaScript budget).
const AppointmentsPanel = lazy(() => import("./AppointmentsPanel").then((m) => ({ default: m.AppointmentsPanel })));
// The operator's business figures and charts: their own chunk, after the home's first paint.
const BusinessPanel = lazy(() => import("./BusinessPanel").then((m) => ({ default: m.BusinessPanel })));
// The last good backup's line: the operator's only, after the first paint.
const BackupLine = lazy(() => import("./BackupLine").then((m) => ({ default: m.BackupLine })));
// The operator's next appointments likewise (their own request and chunk).
const UpcomingAppointmentsPanel = lazy(() => import("./UpcomingAppointmentsPanel").then((m) => ({ default: m.UpcomingAppointmentsPanel })));

/** Dashboard home: the member's or the operator's figures and panels, from one request. */
export function DashboardHomePage() {
  const { user, profile } = useCurrentUser();
  const t = useCatalogue(dashboardCatalogue);
  const translate = useTranslate();
  const isAdmin = user.role === "admin";
  const title = isAdmin ? t("admin.title") : t("member.title");
  useDocumentTitle(title);
  const name = profile.fullName || user.name || user.email;
  const dashboard = useDashboard();

  return (
    <div className="grid gap-6">
      <DashboardPageHeader title={title} description={isAdmin ? t("admin.lead") : t("member.welcome", { name })} />
      {dashboard.isPending ? (
        <Loading label={t("home.loading")} />
      ) : dashboard.isError ? (
        <Card role="alert" gap="3" pad="5" className="border-destructive/40">
          <p className="text-sm text-destructive">{t("home.loadFailed", { message: translate(dashboard.error.message) })}</p>
          <div>
            <Button variant="outline" onClick={() => void dashboard.refetch()}>
              {t("home.retry")}
            </Button>
          </div>
        </Card>
      ) : dashboard.data.role === "admin" ? (
        <AdminHome data={dashboard.data} t={t} />
      ) : (
        <MemberHome data={dashboard.data} t={t} />
      )}
    </div>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <div className="grid gap-6" aria-busy="true">
      <p className="sr-only" role="status">
        {label}
      </p>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} rounded="xl" className="h-28 w-full sm:h-32" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton rounded="xl" className="h-48 w-full" />
        <Skeleton rounded="xl" className="h-48 w-full" />
      </div>
    </div>
  );
}

function Cards({ cards, openLabel }: { cards: { to: string; label: string; value: string; icon: typeof Users; testId: string; note?: string | null }[]; openLabel: string }) {
  return (
    <section className={`grid grid-cols-2 gap-3 sm:gap-4 ${cards.length > 4 ? "lg:grid-cols-3" : "xl:grid-cols-4"}`} data-testid="dashboard-cards">
      {cards.map((card) => (
        <SummaryCard key={card.to} {...card} openLabel={openLabel} />
      ))}
    </section>
  );
}

/** "incl. 2,604.50 BGN converted at 1.95583" under a euro sum that counts BGN records; null when none. */
function useBgnNote(t: DashboardTranslate) {
  const { bgnIncluded } = useMoney();
  return (stotinki: number | undefined) => {
    const values = bgnIncluded(stotinki);
    return values ? t("bgnIncluded", values) : null;
  };
}

function MemberHome({ data, t }: { data: MemberDashboard; t: DashboardTranslate }) {
  const { money } = useMoney();
  const bgnNote = useBgnNote(t);
  return (
    <>
      <Cards
        openLabel={t("open")}
        cards={[
          { to: "/dashboard/tasks", label: t("member.cards.activeTasks"), value: String(data.cards.activeTasks), icon: ClipboardList, testId: "card-active-tasks" },
          { to: "/dashboard/upload", label: t("member.cards.documents"), value: String(data.cards.documents), icon: FileText, testId: "card-documents" },
          { to: "/dashboard/messages", label: t("member.cards.unreadMessages"), value: String(data.cards.unreadMessages), icon: MessageSquare, testId: "card-unread-messages" },
          { to: "/dashboard/payments", label: t("member.cards.paymentDue"), value: money(data.cards.paymentDue.amount, data.cards.paymentDue.currency), note: bgnNote(data.cards.paymentDue.bgnIncluded), icon: CreditCard, testId: "card-payment-due" },
        ]}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title={t("home.member.upcomingTasks")} link="/dashboard/tasks" empty={t("home.member.upcomingEmpty")} isEmpty={data.upcomingTasks.length === 0}>
          <TaskItems tasks={data.upcomingTasks} admin={false} />
        </Panel>
        <Panel title={t("home.member.recentMessages")} link="/dashboard/messages" empty={t("home.member.messagesEmpty")} isEmpty={data.recentMessages.length === 0}>
          <MessageItems messages={data.recentMessages} />
        </Panel>
        <Panel title={t("home.member.recentDocuments")} link="/dashboard/tasks" empty={t("home.member.documentsEmpty")} isEmpty={data.recentDocuments.length === 0}>
          <DocumentItems documents={data.recentDocuments} admin={false} />
        </Panel>
        <PrepaidPanel prepaid={data.prepaid} t={t} />
        <Suspense fallback={<Skeleton rounded="xl" className="h-48 w-full" />}>
          <AppointmentsPanel />
        </Suspense>
        <Card gap="4">
          <CardHeader direction="row" gap="3" className="items-center">
            <LifeBuoy className="size-5 text-primary" aria-hidden="true" />
            <div className="grid gap-1">
              <CardTitle size="base">{t("member.help.title")}</CardTitle>
              <CardDescription>{t("member.help.body")}</CardDescription>
            </div>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-3">
            <Button asChild variant="outline">
              <Link to="/contact">{t("member.help.action")}</Link>
            </Button>
            {/* /book, or /bg/book in Bulgarian: a call or an appointment, payable with the prepaid hours. */}
            <Button asChild>
              <LocalizedLink to="/book">{t("member.help.book")}</LocalizedLink>
            </Button>
          </CardContent>
        </Card>
      </div>
    </>
  );
}

/** The prepaid balance in hours and the task that last drew on it: hours, never money. */
function PrepaidPanel({ prepaid, t }: { prepaid: MemberDashboard["prepaid"]; t: DashboardTranslate }) {
  const { locale } = useI18n();
  const last = prepaid.lastCovered;
  return (
    <Panel title={t("home.member.prepaid")} link="/dashboard/hours" empty={t("home.member.prepaidNone")} isEmpty={false} testId="dashboard-prepaid">
      <div className="grid gap-2 text-sm">
        <p className="text-2xl font-semibold tabular-nums">{t("home.member.prepaidBalance", { hours: formatHours(prepaid.balance, locale) })}</p>
        {last ? (
          <p>
            <span className="font-medium break-words">{last.title}</span>: {coveredByPrepaid(locale, last.hours, prepaid.balance)}
          </p>
        ) : (
          <p className="text-muted-foreground">{t("home.member.prepaidNone")}</p>
        )}
      </div>
    </Panel>
  );
}

/** The last good backup's time and size; a failed or cut-short last attempt is said too. */
function AdminHome({ data, t }: { data: AdminDashboard; t: DashboardTranslate }) {
  const { money } = useMoney();
  const bgnNote = useBgnNote(t);
  return (
    <>
      {data.setupMissing.length > 0 && (
        <Suspense fallback={null}>
          <FinishSetup missing={data.setupMissing} />
        </Suspense>
      )}
      <Cards
        openLabel={t("open")}
        cards={[
          { to: "/dashboard/clients", label: t("admin.cards.activeClients"), value: String(data.cards.activeClients), icon: Users, testId: "card-active-clients" },
          { to: "/dashboard/tasks", label: t("admin.cards.pendingTasks"), value: String(data.cards.pendingTasks), icon: ClipboardList, testId: "card-pending-tasks" },
          { to: "/dashboard/messages", label: t("admin.cards.unreadMessages"), value: String(data.cards.unreadMessages), icon: MessageSquare, testId: "card-unread-messages" },
          { to: "/dashboard/orders?status=new", label: t("admin.cards.newOrders"), value: String(data.cards.newOrders), icon: ShoppingBag, testId: "card-new-orders" },
          { to: "/dashboard/reports", label: t("admin.cards.revenue"), value: money(data.cards.revenueMonth.amount, data.cards.revenueMonth.currency), note: bgnNote(data.cards.revenueMonth.bgnIncluded), icon: TrendingUp, testId: "card-revenue" },
          {
            to: "/dashboard/payments?view=open",
            label: t("admin.cards.openRequests", { n: data.cards.openRequests.count }),
            value: data.cards.openRequests.totals.map((sum) => money(sum.amount, sum.currency)).join(" + ") || "0",
            note: bgnNote(data.cards.openRequests.totals[0]?.bgnIncluded),
            icon: HandCoins,
            testId: "card-open-requests",
          },
        ]}
      />
      <Suspense fallback={<Skeleton rounded="xl" className="h-48 w-full" />}>
        <BusinessPanel />
      </Suspense>
      <Suspense fallback={null}>
        <BackupLine backup={data.backup} />
      </Suspense>
      <div className="grid gap-6 lg:grid-cols-2">
        <Suspense fallback={<Skeleton rounded="xl" className="h-48 w-full" />}>
          <UpcomingAppointmentsPanel />
        </Suspense>
        <DuePanel due={data.due} />
        <Panel title={t("home.admin.attention")} link="/dashboard/tasks" empty={t("home.admin.attentionEmpty")} isEmpty={data.tasksNeedingAttention.length === 0}>
          <TaskItems tasks={data.tasksNeedingAttention} admin />
        </Panel>
        <Panel title={t("home.admin.recentMessages")} link="/dashboard/messages" empty={t("home.admin.messagesEmpty")} isEmpty={data.recentMessages.length === 0}>
          <MessageItems messages={data.recentMessages} />
        </Panel>
        <Panel
          title={t("home.admin.recentDocuments")}
          link="/dashboard/documents"
          empty={t("home.admin.documentsEmpty")}
          isEmpty={data.recentDocuments.length === 0}
          className="lg:col-span-2"
        >
          <DocumentItems documents={data.recentDocuments} admin />
        </Panel>
      </div>
    </>
  );
}
