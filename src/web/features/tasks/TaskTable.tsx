import type { TaskRow } from "@core/tasks";
import { Eye, Pencil } from "lucide-react";
import type { ComponentProps } from "react";
import { StatusBadge, UrgencyBadge } from "@web/components/TaskBadges";
import { formatHours } from "@core/hours-rule";
import { useI18n } from "@web/i18n/I18nProvider";
import { formatDate } from "@web/lib/format-date";
import { Button } from "@web/ui/button";
import { type Column, DataTable } from "@web/ui/data-table";
import type { TasksTranslate } from "./catalogue";

type Props = Omit<ComponentProps<typeof DataTable<TaskRow>>, "columns" | "rowKey"> & {
  admin: boolean;
  onView: (task: TaskRow) => void;
  onUpdate: (task: TaskRow) => void;
  t: TasksTranslate;
};

/** The task list's columns; the client column and Update are the admin's. */
export function TaskTable({ admin, onView, onUpdate, t, ...table }: Props) {
  const { locale } = useI18n();
  const hours = (n: number) => formatHours(n, locale);
  const client: Column<TaskRow> = {
    header: t("list.columns.client"),
    card: "line",
    cell: (task) =>
      task.client && (
        // The client by name, their email beneath (an id means nothing to the operator).
        <span className="grid">
          <span className="font-medium">{task.client.name || task.client.email}</span>
          {task.client.name && <span className="text-xs break-all text-muted-foreground">{task.client.email}</span>}
        </span>
      ),
  };
  return (
    <DataTable
      {...table}
      rowKey={(task) => task.id}
      columns={[
        { header: t("list.columns.title"), cell: (task) => task.title, className: "max-w-72 font-medium break-words", card: "title" },
        ...(admin ? [client] : []),
        { header: t("list.columns.status"), cell: (task) => <StatusBadge status={task.status} admin={admin} />, card: "tag" },
        { header: t("list.columns.urgency"), cell: (task) => <UrgencyBadge urgency={task.urgency} />, card: "tag" },
        { header: t("list.columns.submitted"), cell: (task) => formatDate(task.createdAt, locale), className: "whitespace-nowrap" },
        {
          header: t("list.columns.hours"),
          align: "end",
          cell: (task) => (
            <span className="tabular-nums">
              {hours(task.hoursUsed)}
              {task.unpaidHours > 0 && <span className="block text-xs text-muted-foreground">{t("list.unpaid", { hours: hours(task.unpaidHours) })}</span>}
            </span>
          ),
        },
        {
          header: t("list.columns.actions"),
          card: "footer",
          cell: (task) => (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => onView(task)} aria-label={t("list.viewTask", { title: task.title })}>
                <Eye aria-hidden="true" />
                {t("list.view")}
              </Button>
              {admin && (
                <Button size="sm" onClick={() => onUpdate(task)} aria-label={t("list.updateTask", { title: task.title })}>
                  <Pencil aria-hidden="true" />
                  {t("list.update")}
                </Button>
              )}
            </div>
          ),
        },
      ]}
    />
  );
}
