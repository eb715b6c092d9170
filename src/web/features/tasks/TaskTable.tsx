import type { TaskRow } from "@core/tasks";
import { taskShortId } from "@core/tasks-constants";
import { Eye, Pencil } from "lucide-react";
import { INTL_LOCALE, useI18n } from "@web/i18n/I18nProvider";
import { formatDate } from "@web/lib/format-date";
import { Button } from "@web/ui/button";
import type { TasksCopy } from "./copy";
import { StatusBadge, UrgencyBadge } from "@web/components/TaskBadges";

type Props = {
  items: TaskRow[];
  admin: boolean;
  onView: (task: TaskRow) => void;
  onUpdate: (task: TaskRow) => void;
  copy: TasksCopy;
};

/** A table from 768 px up; below, the same rows as stacked cards (no sideways scrolling). */
export function TaskTable({ items, admin, onView, onUpdate, copy }: Props) {
  const { locale } = useI18n();
  const hours = (n: number) => n.toLocaleString(INTL_LOCALE[locale], { maximumFractionDigits: 1 });
  const c = copy.list.columns;

  const actions = (task: TaskRow) => (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={() => onView(task)} aria-label={copy.list.viewTask(task.title)}>
        <Eye aria-hidden="true" />
        {copy.list.view}
      </Button>
      {admin && (
        <Button size="sm" onClick={() => onUpdate(task)} aria-label={copy.list.updateTask(task.title)}>
          <Pencil aria-hidden="true" />
          {copy.list.update}
        </Button>
      )}
    </div>
  );

  const client = (task: TaskRow) =>
    task.client && (
      <span className="grid">
        <span className="font-medium">{task.client.name || task.client.email}</span>
        <span className="text-xs text-muted-foreground">{copy.list.clientShort(taskShortId(task.client.id))}</span>
      </span>
    );

  const hoursCell = (task: TaskRow) => (
    <span className="tabular-nums">
      {hours(task.hoursUsed)}
      {task.unpaidHours > 0 && <span className="block text-xs text-muted-foreground">{copy.list.unpaid(hours(task.unpaidHours))}</span>}
    </span>
  );

  return (
    <>
      <table className="hidden w-full text-sm md:table">
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            <th scope="col" className="py-2 pr-4 font-medium">
              {c.title}
            </th>
            {admin && (
              <th scope="col" className="py-2 pr-4 font-medium">
                {c.client}
              </th>
            )}
            <th scope="col" className="py-2 pr-4 font-medium">
              {c.status}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {c.urgency}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {c.submitted}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">
              {c.hours}
            </th>
            <th scope="col" className="py-2 font-medium">
              {c.actions}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((task) => (
            <tr key={task.id} className="border-b align-top last:border-0">
              <td className="max-w-72 py-3 pr-4 font-medium break-words">{task.title}</td>
              {admin && <td className="py-3 pr-4">{client(task)}</td>}
              <td className="py-3 pr-4">
                <StatusBadge status={task.status} admin={admin} />
              </td>
              <td className="py-3 pr-4">
                <UrgencyBadge urgency={task.urgency} />
              </td>
              <td className="py-3 pr-4 whitespace-nowrap">{formatDate(task.createdAt, locale)}</td>
              <td className="py-3 pr-4 text-right">{hoursCell(task)}</td>
              <td className="py-3">{actions(task)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <ul className="grid gap-3 md:hidden">
        {items.map((task) => (
          <li key={task.id} className="grid gap-3 rounded-xl border p-4">
            <p className="font-medium break-words">{task.title}</p>
            {admin && client(task)}
            <div className="flex flex-wrap gap-2">
              <StatusBadge status={task.status} admin={admin} />
              <UrgencyBadge urgency={task.urgency} />
            </div>
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-muted-foreground">{c.submitted}</dt>
                <dd>{formatDate(task.createdAt, locale)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{c.hours}</dt>
                <dd>{hoursCell(task)}</dd>
              </div>
            </dl>
            {actions(task)}
          </li>
        ))}
      </ul>
    </>
  );
}
