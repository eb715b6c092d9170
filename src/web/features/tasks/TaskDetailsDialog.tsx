import { formatMoney } from "@core/money";
import type { TaskDetails } from "@core/tasks";
import { FileText, LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { DocumentLinks } from "@web/components/DocumentLinks";
import { INTL_LOCALE, useCopy, useI18n } from "@web/i18n/I18nProvider";
import { formatDate } from "@web/lib/format-date";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/ui/dialog";
import { useTask } from "./api";
import { AttachDocument } from "./AttachDocument";
import { type TasksCopy, tasksCopy } from "./copy";
import { StatusBadge, UrgencyBadge } from "@web/components/TaskBadges";
import { useTranslate } from "@web/i18n/use-translate";

type Props = { taskId: string | null; onClose: () => void; admin: boolean };

/** Task Details (spec §2): everything about one task, its documents, and (member) what it cost so far. */
export function TaskDetailsDialog({ taskId, onClose, admin }: Props) {
  const translate = useTranslate();
  const copy = useCopy(tasksCopy);
  const task = useTask(taskId);
  return (
    <Dialog open={taskId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={copy.details.close} className="max-w-2xl">
        {task.data ? (
          <Details task={task.data} admin={admin} copy={copy} />
        ) : (
          <DialogHeader>
            <DialogTitle>{copy.details.title}</DialogTitle>
            {task.isError ? (
              <DialogDescription role="alert" className="text-destructive">
                {copy.messages.detailsFailed} {translate(task.error.message)}
              </DialogDescription>
            ) : (
              <DialogDescription role="status" className="flex items-center gap-2">
                <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                {copy.details.loading}
              </DialogDescription>
            )}
          </DialogHeader>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Details({ task, admin, copy }: { task: TaskDetails; admin: boolean; copy: TasksCopy }) {
  const { locale } = useI18n();
  const intl = INTL_LOCALE[locale];
  const d = copy.details;
  const hours = (n: number) => d.hours(n.toLocaleString(intl, { maximumFractionDigits: 1 }), n);
  return (
    <>
      <DialogHeader>
        <DialogDescription>{d.title}</DialogDescription>
        <DialogTitle className="break-words">{task.title}</DialogTitle>
        <div className="flex flex-wrap gap-2">
          <StatusBadge status={task.status} admin={admin} />
          <UrgencyBadge urgency={task.urgency} />
        </div>
      </DialogHeader>

      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        <Item label={d.status}>{copy.status[task.status]}</Item>
        <Item label={d.urgency}>{copy.urgency[task.urgency]}</Item>
        <Item label={d.submitted}>{formatDate(task.createdAt, locale)}</Item>
        <Item label={d.updated}>{formatDate(task.updatedAt, locale)}</Item>
        <Item label={d.hoursUsed}>
          <span data-testid="task-hours">{hours(task.hoursUsed)}</span>
          {task.unpaidHours > 0 && <span className="block text-muted-foreground">{d.unpaid(hours(task.unpaidHours))}</span>}
        </Item>
        {!admin && (
          <Item label={d.cost}>
            <span data-testid="task-cost">{formatMoney(task.costSoFar.amount, task.costSoFar.currency, intl)}</span>
            <span className="block text-muted-foreground">{d.costNote(formatMoney(task.hourlyRate.amount, task.hourlyRate.currency, intl))}</span>
          </Item>
        )}
        <Item label={d.description} wide>
          <p className="whitespace-pre-wrap break-words">{task.description || <span className="text-muted-foreground">{d.noDescription}</span>}</p>
        </Item>
        {task.adminNotes && (
          <Item label={d.adminNotes} wide>
            <p data-testid="task-admin-notes" className="rounded-lg bg-muted/60 p-3 whitespace-pre-wrap break-words">
              {task.adminNotes}
            </p>
          </Item>
        )}
      </dl>

      <section aria-labelledby="task-documents-title" className="grid gap-3">
        <h3 id="task-documents-title" className="font-semibold">
          {d.documents}
        </h3>
        {task.documents.length === 0 ? (
          <p className="text-sm text-muted-foreground">{d.noDocuments}</p>
        ) : (
          <ul className="grid gap-2">
            {task.documents.map((doc) => (
              <li key={doc.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3">
                <span className="flex min-w-0 items-center gap-2">
                  <FileText className="size-4 shrink-0 text-primary" aria-hidden="true" />
                  <span className="min-w-0 truncate text-sm font-medium">{doc.fileName}</span>
                </span>
                <DocumentLinks doc={doc} copy={d} />
              </li>
            ))}
          </ul>
        )}
        {task.abilities.canAttach && !admin && <AttachDocument taskId={task.id} copy={copy} />}
      </section>
    </>
  );
}

function Item({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? "grid gap-1 sm:col-span-2" : "grid gap-1"}>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}
