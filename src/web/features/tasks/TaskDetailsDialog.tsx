import { coveredByPrepaid, formatHours } from "@core/hours-rule";
import { formatMoney } from "@core/money";
import type { TaskDetails } from "@core/tasks";
import { DocumentList } from "@web/components/DocumentLinks";
import { INTL_LOCALE, useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { formatDate } from "@web/lib/format-date";
import { DetailItem, DetailsDialog, DetailsSection } from "@web/ui/details-dialog";
import { DialogDescription, DialogHeader, DialogTitle } from "@web/ui/dialog";
import { useTask } from "./api";
import { AttachDocument } from "./AttachDocument";
import { BillUnpaidDialog } from "./BillUnpaidDialog";
import { type TasksTranslate, tasksCatalogue } from "./catalogue";
import { TaskBadges } from "@web/components/TaskBadges";

type Props = { taskId: string | null; onClose: () => void; admin: boolean };

/** Task Details: everything about one task, its documents, the prepaid hours it drew and its unpaid time. */
export function TaskDetailsDialog({ taskId, onClose, admin }: Props) {
  const t = useCatalogue(tasksCatalogue);
  const task = useTask(taskId);
  return (
    <DetailsDialog query={task} open={taskId !== null} onClose={onClose} copy={{ title: t("details.title"), loading: t("details.loading"), close: t("details.close") }} failed={t("messages.detailsFailed")}>
      {(found) => <Details task={found} admin={admin} t={t} />}
    </DetailsDialog>
  );
}

function Details({ task, admin, t }: { task: TaskDetails; admin: boolean; t: TasksTranslate }) {
  const { locale } = useI18n();
  const intl = INTL_LOCALE[locale];
  const hours = (n: number) => t("details.hours", { formatted: formatHours(n, locale), count: n });
  const documentLinks = {
    view: t("details.view"),
    viewDocument: (name: string) => t("details.viewDocument", { name }),
    download: t("details.download"),
    downloadDocument: (name: string) => t("details.downloadDocument", { name }),
    expired: t("details.expired"),
    deleted: t("details.deleted"),
  };
  return (
    <>
      <DialogHeader>
        <DialogDescription>{t("details.title")}</DialogDescription>
        <DialogTitle className="break-words">{task.title}</DialogTitle>
        <TaskBadges task={task} admin={admin} className="flex flex-wrap gap-2" />
      </DialogHeader>

      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        <DetailItem strong label={t("details.status")}>{t(`status.${task.status}`)}</DetailItem>
        <DetailItem strong label={t("details.urgency")}>{t(`urgency.${task.urgency}`)}</DetailItem>
        <DetailItem strong label={t("details.submitted")}>{formatDate(task.createdAt, locale)}</DetailItem>
        <DetailItem strong label={t("details.updated")}>{formatDate(task.updatedAt, locale)}</DetailItem>
        <DetailItem strong label={t("details.hoursUsed")}>
          <span data-testid="task-hours">{hours(task.hoursUsed)}</span>
          {task.unpaidHours > 0 && <span className="block text-muted-foreground">{t("details.unpaid", { hours: hours(task.unpaidHours) })}</span>}
        </DetailItem>
        {task.prepaid.hours > 0 && (
          // Prepaid time is hours and the balance left, never money.
          <DetailItem strong label={t("details.prepaid")}>
            <span data-testid="task-prepaid">{coveredByPrepaid(locale, task.prepaid.hours, task.prepaid.balance)}</span>
          </DetailItem>
        )}
        {task.unpaidHours > 0 && (
          <DetailItem strong label={t("details.unpaidTime")} wide>
            <span data-testid="task-unpaid" className="grid gap-1">
              {task.unbilled.hours > 0 && (
                <span>
                  {t("details.unbilled", { hours: formatHours(task.unbilled.hours, locale), amount: formatMoney(task.unbilled.amount.amount, task.unbilled.amount.currency, intl), rate: formatMoney(task.hourlyRate.amount, task.hourlyRate.currency, intl) })}
                </span>
              )}
              {task.billedHours > 0 && <span>{t("details.billed", { hours: formatHours(task.billedHours, locale) })}</span>}
              <span className="text-muted-foreground">{t("details.rule")}</span>
            </span>
            {task.abilities.canBill && <BillUnpaidDialog task={task} t={t} />}
          </DetailItem>
        )}
        <DetailItem strong label={t("details.description")} wide>
          <p className="whitespace-pre-wrap break-words">{task.description || <span className="text-muted-foreground">{t("details.noDescription")}</span>}</p>
        </DetailItem>
        {task.adminNotes && (
          <DetailItem strong label={t("details.adminNotes")} wide>
            <p data-testid="task-admin-notes" className="rounded-lg bg-muted/60 p-3 whitespace-pre-wrap break-words">
              {task.adminNotes}
            </p>
          </DetailItem>
        )}
      </dl>

      <DetailsSection id="task-documents-title" title={t("details.documents")} className="grid gap-3">
        {task.documents.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("details.noDocuments")}</p>
        ) : (
          <DocumentList docs={task.documents} copy={documentLinks} />
        )}
        {task.abilities.canAttach && !admin && <AttachDocument taskId={task.id} t={t} />}
      </DetailsSection>
    </>
  );
}
