import type { AdminDashboard, MemberDashboard } from "@core/dashboard";
import { coveredByPrepaid, formatHours } from "@core/hours-rule";
import { ClipboardList, CreditCard, FileText, HandCoins, LifeBuoy, MessageSquare, ShoppingBag, TrendingUp, Users } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { Link as LocalizedLink } from "@web/i18n/LocalizedLink";
import { DashboardPageHeader } from "@web/components/DashboardPageHeader";
import { useCurrentUser } from "@web/lib/session/current-user";
import { useCopy, useI18n } from "@web/i18n/I18nProvider";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { useMoney } from "@web/lib/use-money";
import { Button } from "@web/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/ui/card";
import { Skeleton } from "@web/ui/skeleton";
import { useDashboard } from "./api";
import { dashboardPagesCopy } from "./copy";
import { DuePanel } from "./DuePanel";
import { DocumentItems, MessageItems, Panel, TaskItems } from "./Panels";
import { SummaryCard } from "./SummaryCard";
import { useTranslate } from "@web/i18n/use-translate";

type Copy = (typeof dashboardPagesCopy)["en"];

// The member's appointments come after the first paint, in their own chunk (the dashboard's JavaScript budget).
const AppointmentsPanel = lazy(() => import("./AppointmentsPanel").then((m) => ({ default: m.AppointmentsPanel })));

/** Dashboard home (spec §2): the member's or the operator's figures and panels, from one request. */
export function DashboardHomePage() {
  const { user, profile } = useCurrentUser();
  const copy = useCopy(dashboardPagesCopy);
  const translate = useTranslate();
  const isAdmin = user.role === "admin";
  const title = isAdmin ? copy.admin.title : copy.member.title;
  useDocumentTitle(title);
  const name = profile.fullName || user.name || user.email;
  const dashboard = useDashboard();

  return (
    <div className="grid gap-6">
      <DashboardPageHeader title={title} description={isAdmin ? copy.admin.lead : copy.member.welcome(name)} />
      {dashboard.isPending ? (
        <Loading label={copy.home.loading} />
      ) : dashboard.isError ? (
        <Card role="alert" className="gap-3 border-destructive/40 p-5">
          <p className="text-sm text-destructive">{translate(copy.home.loadFailed(dashboard.error.message))}</p>
          <div>
            <Button variant="outline" onClick={() => void dashboard.refetch()}>
              {copy.home.retry}
            </Button>
          </div>
        </Card>
      ) : dashboard.data.role === "admin" ? (
        <AdminHome data={dashboard.data} copy={copy} />
      ) : (
        <MemberHome data={dashboard.data} copy={copy} />
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
          <Skeleton key={i} className="h-28 w-full rounded-xl sm:h-32" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-48 w-full rounded-xl" />
        <Skeleton className="h-48 w-full rounded-xl" />
      </div>
    </div>
  );
}

function Cards({ cards, openLabel }: { cards: { to: string; label: string; value: string; icon: typeof Users; testId: string }[]; openLabel: string }) {
  return (
    <section className={`grid grid-cols-2 gap-3 sm:gap-4 ${cards.length > 4 ? "lg:grid-cols-3" : "xl:grid-cols-4"}`} data-testid="dashboard-cards">
      {cards.map((card) => (
        <SummaryCard key={card.to} {...card} openLabel={openLabel} />
      ))}
    </section>
  );
}

function MemberHome({ data, copy }: { data: MemberDashboard; copy: Copy }) {
  const { money } = useMoney();
  const c = copy.member.cards;
  const home = copy.home.member;
  return (
    <>
      <Cards
        openLabel={copy.open}
        cards={[
          { to: "/dashboard/tasks", label: c.activeTasks, value: String(data.cards.activeTasks), icon: ClipboardList, testId: "card-active-tasks" },
          { to: "/dashboard/upload", label: c.documents, value: String(data.cards.documents), icon: FileText, testId: "card-documents" },
          { to: "/dashboard/messages", label: c.unreadMessages, value: String(data.cards.unreadMessages), icon: MessageSquare, testId: "card-unread-messages" },
          { to: "/dashboard/payments", label: c.paymentDue, value: money(data.cards.paymentDue.amount, data.cards.paymentDue.currency), icon: CreditCard, testId: "card-payment-due" },
        ]}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title={home.upcomingTasks} link="/dashboard/tasks" empty={home.upcomingEmpty} isEmpty={data.upcomingTasks.length === 0}>
          <TaskItems tasks={data.upcomingTasks} admin={false} />
        </Panel>
        <Panel title={home.recentMessages} link="/dashboard/messages" empty={home.messagesEmpty} isEmpty={data.recentMessages.length === 0}>
          <MessageItems messages={data.recentMessages} />
        </Panel>
        <Panel title={home.recentDocuments} link="/dashboard/tasks" empty={home.documentsEmpty} isEmpty={data.recentDocuments.length === 0}>
          <DocumentItems documents={data.recentDocuments} admin={false} />
        </Panel>
        <PrepaidPanel prepaid={data.prepaid} copy={copy} />
        <Suspense fallback={<Skeleton className="h-48 w-full rounded-xl" />}>
          <AppointmentsPanel />
        </Suspense>
        <Card className="gap-4">
          <CardHeader className="flex-row items-center gap-3">
            <LifeBuoy className="size-5 text-primary" aria-hidden="true" />
            <div className="grid gap-1">
              <CardTitle className="text-base">{copy.member.help.title}</CardTitle>
              <CardDescription>{copy.member.help.body}</CardDescription>
            </div>
          </CardHeader>
          <CardContent className="flex flex-wrap gap-3">
            <Button asChild variant="outline">
              <Link to="/contact">{copy.member.help.action}</Link>
            </Button>
            {/* /book, or /bg/book in Bulgarian (issue 27): a call or an appointment, payable with the prepaid hours. */}
            <Button asChild>
              <LocalizedLink to="/book">{copy.member.help.book}</LocalizedLink>
            </Button>
          </CardContent>
        </Card>
      </div>
    </>
  );
}

/** The prepaid balance in hours and the task that last drew on it: hours, never money (DESIGN §1.26). */
function PrepaidPanel({ prepaid, copy }: { prepaid: MemberDashboard["prepaid"]; copy: Copy }) {
  const { locale } = useI18n();
  const home = copy.home.member;
  const last = prepaid.lastCovered;
  return (
    <Panel title={home.prepaid} link="/dashboard/hours" empty={home.prepaidNone} isEmpty={false} testId="dashboard-prepaid">
      <div className="grid gap-2 text-sm">
        <p className="text-2xl font-semibold tabular-nums">{home.prepaidBalance(formatHours(prepaid.balance, locale))}</p>
        {last ? (
          <p>
            <span className="font-medium break-words">{last.title}</span>: {coveredByPrepaid(locale, last.hours, prepaid.balance)}
          </p>
        ) : (
          <p className="text-muted-foreground">{home.prepaidNone}</p>
        )}
      </div>
    </Panel>
  );
}

function AdminHome({ data, copy }: { data: AdminDashboard; copy: Copy }) {
  const { money } = useMoney();
  const c = copy.admin.cards;
  const home = copy.home.admin;
  return (
    <>
      <Cards
        openLabel={copy.open}
        cards={[
          { to: "/dashboard/clients", label: c.activeClients, value: String(data.cards.activeClients), icon: Users, testId: "card-active-clients" },
          { to: "/dashboard/tasks", label: c.pendingTasks, value: String(data.cards.pendingTasks), icon: ClipboardList, testId: "card-pending-tasks" },
          { to: "/dashboard/messages", label: c.unreadMessages, value: String(data.cards.unreadMessages), icon: MessageSquare, testId: "card-unread-messages" },
          { to: "/dashboard/orders?status=new", label: c.newOrders, value: String(data.cards.newOrders), icon: ShoppingBag, testId: "card-new-orders" },
          { to: "/dashboard/payments", label: c.revenue, value: money(data.cards.revenueMonth.amount, data.cards.revenueMonth.currency), icon: TrendingUp, testId: "card-revenue" },
          {
            to: "/dashboard/payments?view=open",
            label: c.openRequests(data.cards.openRequests.count),
            value: data.cards.openRequests.totals.map((t) => money(t.amount, t.currency)).join(" + ") || "0",
            icon: HandCoins,
            testId: "card-open-requests",
          },
        ]}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <DuePanel due={data.due} />
        <Panel title={home.attention} link="/dashboard/tasks" empty={home.attentionEmpty} isEmpty={data.tasksNeedingAttention.length === 0}>
          <TaskItems tasks={data.tasksNeedingAttention} admin />
        </Panel>
        <Panel title={home.recentMessages} link="/dashboard/messages" empty={home.messagesEmpty} isEmpty={data.recentMessages.length === 0}>
          <MessageItems messages={data.recentMessages} />
        </Panel>
        <Panel
          title={home.recentDocuments}
          link="/dashboard/documents"
          empty={home.documentsEmpty}
          isEmpty={data.recentDocuments.length === 0}
          className="lg:col-span-2"
        >
          <DocumentItems documents={data.recentDocuments} admin />
        </Panel>
      </div>
    </>
  );
}
