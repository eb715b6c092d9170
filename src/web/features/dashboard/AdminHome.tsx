import { countText } from "@core/bounded-count";
import type { AdminDashboard } from "@core/dashboard";
import { ClipboardList, HandCoins, MessageSquare, ShoppingBag, TrendingUp, Users } from "lucide-react";
import { lazy, Suspense, useContext } from "react";
import { FrameSetupMissing, setupMissingAtLoad } from "./setup/frame";
import type { useDashboard } from "./api";
import { FinishSetup } from "./setup/FinishSetup";
import { useI18n } from "@web/i18n/I18nProvider";
import { useMoney } from "@web/lib/use-money";
import { Skeleton } from "@web/ui/skeleton";
import type { DashboardTranslate } from "./catalogue";
import { DuePanel } from "./DuePanel";
import { Cards, useBgnNote } from "./home-cards";
import { DocumentItems, MessageItems, Panel, TaskItems } from "./Panels";

// The operator's business figures and charts: their own chunk, after the home's first paint.
const BusinessPanel = lazy(() => import("./BusinessPanel").then((m) => ({ default: m.BusinessPanel })));
// The last good backup's line, after the first paint.
const BackupLine = lazy(() => import("./BackupLine").then((m) => ({ default: m.BackupLine })));
// The operator's next appointments likewise (their own request and chunk).
const UpcomingAppointmentsPanel = lazy(() => import("./UpcomingAppointmentsPanel").then((m) => ({ default: m.UpcomingAppointmentsPanel })));

/**
 * The operator's unfinished setup, above the home's figures: from the home's data; until that has
 * settled, from the data the page came with, or in the build's frame drawn for an unfinished setup
 * (the server sends it when the page's data says so). The card paints with the page and stays.
 */
export function AdminSetup({ dashboard }: { dashboard: ReturnType<typeof useDashboard> }) {
  const frameSetup = useContext(FrameSetupMissing);
  const { data, isPending } = dashboard;
  const missing = data?.role === "admin" ? data.setupMissing : isPending ? (setupMissingAtLoad() ?? frameSetup) : [];
  return missing.length > 0 ? <FinishSetup missing={missing} /> : null;
}

/**
 * The operator's home: in its own chunk, so a member's first page carries none of it; the
 * operator's is fetched with the home's data (routing/dashboard-preload.ts).
 */
export function AdminHome({ data, t }: { data: AdminDashboard; t: DashboardTranslate }) {
  const { money } = useMoney();
  const { locale } = useI18n();
  const bgnNote = useBgnNote(t);
  return (
    <>
      <Cards
        openLabel={t("open")}
        cards={[
          { to: "/dashboard/clients", label: t("admin.cards.activeClients"), value: countText(data.cards.activeClients, locale), icon: Users, testId: "card-active-clients" },
          { to: "/dashboard/tasks", label: t("admin.cards.pendingTasks"), value: String(data.cards.pendingTasks), icon: ClipboardList, testId: "card-pending-tasks" },
          { to: "/dashboard/messages", label: t("admin.cards.unreadMessages"), value: countText(data.cards.unreadMessages, locale), icon: MessageSquare, testId: "card-unread-messages" },
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
