import { ClipboardList, CreditCard, FileText, LifeBuoy, MessageSquare, TrendingUp, Users } from "lucide-react";
import { Link } from "react-router";
import { DashboardPageHeader } from "@web/components/DashboardPageHeader";
import { useCurrentUser } from "@web/features/auth/current-user";
import { RecentDocuments } from "@web/features/documents/RecentDocuments";
import { useCopy } from "@web/i18n/I18nProvider";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { Button } from "@web/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/ui/card";
import { dashboardPagesCopy } from "./copy";
import { SummaryCard } from "./SummaryCard";

/** Figures come from live data in the portal issue; until then no sample numbers. */
const NOT_YET = "—";

export function DashboardHomePage() {
  const { user, profile } = useCurrentUser();
  const copy = useCopy(dashboardPagesCopy);
  const isAdmin = user.role === "admin";
  const title = isAdmin ? copy.admin.title : copy.member.title;
  useDocumentTitle(title);
  const name = profile.fullName || user.name || user.email;

  const cards = isAdmin
    ? [
        { to: "/dashboard/clients", label: copy.admin.cards.activeClients, icon: Users },
        { to: "/dashboard/tasks", label: copy.admin.cards.pendingTasks, icon: ClipboardList },
        { to: "/dashboard/messages", label: copy.admin.cards.unreadMessages, icon: MessageSquare },
        { to: "/dashboard/payments", label: copy.admin.cards.revenue, icon: TrendingUp },
      ]
    : [
        { to: "/dashboard/tasks", label: copy.member.cards.activeTasks, icon: ClipboardList },
        { to: "/dashboard/upload", label: copy.member.cards.documents, icon: FileText },
        { to: "/dashboard/messages", label: copy.member.cards.unreadMessages, icon: MessageSquare },
        { to: "/dashboard/payments", label: copy.member.cards.paymentDue, icon: CreditCard },
      ];

  return (
    <div className="grid gap-6">
      <DashboardPageHeader title={title} description={isAdmin ? copy.admin.lead : copy.member.welcome(name)} />
      <section className="grid gap-3">
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {cards.map((card) => (
            <SummaryCard key={card.to} {...card} value={NOT_YET} openLabel={copy.open} />
          ))}
        </div>
        <p className="text-sm text-muted-foreground">{copy.figuresNote}</p>
      </section>
      {!isAdmin && <RecentDocuments />}
      {!isAdmin && (
        <Card className="gap-4">
          <CardHeader className="flex-row items-center gap-3">
            <LifeBuoy className="size-5 text-primary" aria-hidden="true" />
            <div className="grid gap-1">
              <CardTitle className="text-base">{copy.member.help.title}</CardTitle>
              <CardDescription>{copy.member.help.body}</CardDescription>
            </div>
          </CardHeader>
          <CardContent>
            <Button asChild variant="outline">
              <Link to="/contact">{copy.member.help.action}</Link>
            </Button>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
