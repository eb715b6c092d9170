import type { MemberDashboard } from "@core/dashboard";
import { coveredByPrepaid, formatHours } from "@core/hours-rule";
import { ClipboardList, CreditCard, FileText, LifeBuoy, MessageSquare } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { Link as LocalizedLink } from "@web/i18n/LocalizedLink";
import { DashboardPageHeader } from "@web/components/DashboardPageHeader";
import { useCurrentUser } from "@web/lib/session/current-user";
import { lazyNamed, remembered } from "@web/lib/lazy-named";
import { roleAtLoad } from "@web/lib/session/session";
import { useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { useMoney } from "@web/lib/use-money";
import { Button } from "@web/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/ui/card";
import { Skeleton } from "@web/ui/skeleton";
import { useDashboard } from "./api";
import { type DashboardTranslate, dashboardCatalogue } from "./catalogue";
import { DocumentItems, MessageItems, Panel, TaskItems } from "./Panels";
import { Cards, useBgnNote } from "./home-cards";
import { useTranslate } from "@web/i18n/use-translate";

// The member's appointments come after the first paint, in their own chunk (the dashboard's JavaScript budget).
const AppointmentsPanel = lazy(() => import("./AppointmentsPanel").then((m) => ({ default: m.AppointmentsPanel })));

// The operator's home, and the "Finish setting up" card above it: their own chunk (a member's first
// page carries none of it), fetched with the home's data for an operator (routing/dashboard-preload.ts).
const loadAdminHome = remembered(() => import("./AdminHome"));
const AdminHome = lazyNamed<typeof import("./AdminHome"), Parameters<typeof import("./AdminHome").AdminHome>[0]>(loadAdminHome, "AdminHome");
const AdminSetup = lazyNamed<typeof import("./AdminHome"), Parameters<typeof import("./AdminHome").AdminSetup>[0]>(loadAdminHome, "AdminSetup");

/**
 * What the home's first render draws at once, beyond its own code (routing/dashboard-routes.tsx waits
 * for it on the first page): for an operator, their home's chunk, so the card the server may have
 * painted in the page's frame is drawn in the same place, never a gap.
 */
export const loadFirstRender = (): Promise<unknown> | false => roleAtLoad() === "admin" && loadAdminHome();

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
      {isAdmin && (
        <Suspense>
          <AdminSetup dashboard={dashboard} />
        </Suspense>
      )}
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
        <Suspense fallback={<Loading label={t("home.loading")} />}>
          <AdminHome data={dashboard.data} t={t} />
        </Suspense>
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
