import type { DashboardMessage, DashboardTask } from "@core/dashboard";
import type { DocumentRow } from "@core/documents";
import { FileText, MessageSquare } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { DocumentLinks, documentLinksCopy } from "@web/components/DocumentLinks";
import { TaskBadges } from "@web/components/TaskBadges";
import { useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { cn } from "@web/lib/cn";
import { formatDate } from "@web/lib/format-date";
import { Card, CardContent, CardHeader } from "@web/ui/card";
import { dashboardCatalogue } from "./catalogue";

/** A titled panel of the dashboard home, with an optional "View all" link and its empty text. */
export function Panel({
  title,
  link,
  linkLabel,
  empty,
  isEmpty,
  children,
  className,
  testId,
}: {
  title: string;
  link?: string;
  linkLabel?: string;
  empty: string;
  isEmpty: boolean;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const t = useCatalogue(dashboardCatalogue);
  const id = `panel-${title.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "-")}`;
  return (
    <Card gap="4" className={cn("min-w-0", className)} aria-labelledby={id} role="region" data-testid={testId}>
      <CardHeader direction="row" gap="3" className="flex-wrap items-center justify-between">
        <h2 id={id} className="text-base leading-tight font-semibold">
          {title}
        </h2>
        {link && (
          <Link to={link} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            {linkLabel ?? t("home.viewAll")}
          </Link>
        )}
      </CardHeader>
      <CardContent>{isEmpty ? <p className="text-sm text-muted-foreground">{empty}</p> : children}</CardContent>
    </Card>
  );
}

/** Open tasks, most urgent first (Upcoming Tasks / Tasks Needing Attention). */
export function TaskItems({ tasks, admin }: { tasks: DashboardTask[]; admin: boolean }) {
  const { locale } = useI18n();
  return (
    <ul className="grid gap-2">
      {tasks.map((task) => (
        <li key={task.id} className="grid gap-2 rounded-lg border p-3" data-testid="dashboard-task">
          <div className="flex min-w-0 flex-wrap items-start justify-between gap-2">
            <span className="min-w-0 font-medium break-words">{task.title}</span>
            <TaskBadges as="span" task={task} admin={admin} className="flex flex-wrap gap-1.5" />
          </div>
          <span className="text-xs text-muted-foreground">
            {task.client ? `${task.client.name} · ` : ""}
            {formatDate(task.createdAt, locale)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Message previews (text only), unread ones marked. */
export function MessageItems({ messages }: { messages: DashboardMessage[] }) {
  const t = useCatalogue(dashboardCatalogue);
  const { locale } = useI18n();
  return (
    <ul className="grid gap-2">
      {messages.map((m) => {
        const unread = !m.isRead && (m.client !== null || m.sender === "admin");
        return (
          <li key={m.id} className={cn("flex min-w-0 items-start gap-3 rounded-lg border p-3", unread && "border-primary/40 bg-primary/5")}>
            <MessageSquare className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span className="grid min-w-0 gap-0.5">
              <span className="text-sm font-medium break-words">{m.preview}</span>
              <span className="text-xs text-muted-foreground">
                {m.client ? m.client.name : m.sender === "admin" ? t("home.member.fromUs") : t("home.member.fromYou")} · {formatDate(m.createdAt, locale)}
                {unread && <span className="ml-2 font-semibold text-primary">{t("home.unread")}</span>}
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The newest documents, with View and Download through the authorised route. */
export function DocumentItems({ documents, admin }: { documents: DocumentRow[]; admin: boolean }) {
  const { locale } = useI18n();
  const links = documentLinksCopy(useCatalogue(dashboardCatalogue));
  return (
    <ul className="grid gap-2" data-testid="recent-documents">
      {documents.map((doc) => (
        <li key={doc.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3">
          <span className="flex min-w-0 items-center gap-2">
            <FileText className="size-4 shrink-0 text-primary" aria-hidden="true" />
            <span className="grid min-w-0">
              <span className="truncate text-sm font-medium">{doc.fileName}</span>
              <span className="text-xs text-muted-foreground">
                {admin ? `${doc.clientName} · ` : ""}
                {doc.title} · {formatDate(doc.uploadedAt, locale)}
              </span>
            </span>
          </span>
          <DocumentLinks doc={doc} copy={links} compact />
        </li>
      ))}
    </ul>
  );
}
