import { textsOf } from "@core/i18n/catalogue";
import { formatHours, hoursToRecord } from "@core/hours-rule";
import type { TaskDetails, TaskRow } from "@core/tasks";
import { HOURS_STEP, TASK_STATUSES } from "@core/tasks-constants";
import { toast } from "@web/ui/toast";
import { useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { isApiError } from "@web/lib/api";
import { FormDialog } from "@web/ui/form-dialog";
import { TextareaField } from "@web/ui/form-dialog-fields";
import { FormField } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { NativeSelect, SelectOptions } from "@web/ui/native-select";
import { useTask, useUpdateTask } from "./api";
import { tasksCatalogue } from "./catalogue";
import { useReason, useTranslate } from "@web/i18n/use-translate";
import { numberOr } from "@web/lib/number-field";
import { DescribedLabel } from "./DescribedLabel";
import { LoadingLine } from "@web/ui/list-states";

/** An empty field is no hours spent. */
const hoursValue = numberOr(0);

/** The operator's Update: status, notes, and hours spent, drawn from the prepaid balance or not. */
export function UpdateTaskDialog({ task, onClose }: { task: TaskRow; onClose: () => void }) {
  const reason = useReason();
  const translate = useTranslate();
  const t = useCatalogue(tasksCatalogue);
  const { locale } = useI18n();
  const details = useTask(task.id);
  const update = useUpdateTask(task.id);
  const loaded = details.data;
  const used = loaded ? t("details.hours", { formatted: formatHours(loaded.hoursUsed, locale), count: loaded.hoursUsed }) : "";

  return (
    <FormDialog
      // This dialog's module is itself loaded on first use (TasksPage), zod with it.
      schema={() => import("@core/tasks").then((m) => m.taskUpdateSchema)}
      defaultValues={{ status: loaded?.status, adminNotes: loaded?.adminNotes ?? "", hoursSpent: 0, drawFromBalance: true }}
      open
      onOpenChange={(open) => open || onClose()}
      copy={{ ...textsOf(t, "update", ["title", "cancel"]), lead: t("update.lead", { title: task.title }), submit: t("update.save") }}
      pendingLabel={t("update.saving")}
      invalidToast={false}
      status={
        loaded ? undefined : details.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t("messages.detailsFailed")} {translate(details.error.message)}
          </p>
        ) : (
          <LoadingLine className="text-sm">{t("details.loading")}</LoadingLine>
        )
      }
      onSubmit={async (values) => {
        await update.mutateAsync(values);
        toast.success(t("messages.updated"));
      }}
      failure={(err) => ({
        toast:
          isApiError(err) && err.code === "insufficient_hours"
            ? t("messages.insufficientHours")
            : t("messages.updateFailed", { message: reason(err) }),
      })}
    >
      {({ form, ...fields }) => (
        <>
          <FormField id="update-status" label={t("update.status")}>
            <NativeSelect {...fields.control("update-status", "status")}>
              <SelectOptions values={TASK_STATUSES} label={(s) => t(`status.${s}`)} />
            </NativeSelect>
          </FormField>
          <TextareaField fields={fields} id="update-notes" name="adminNotes" label={t("update.adminNotes")} hint={t("update.notesHint")} rows={4} />
          <FormField id="update-hours" label={t("update.hoursSpent")} hint={t("update.hoursHint", { used })} error={fields.error("hoursSpent")}>
            <Input
              type="number"
              inputMode="decimal"
              step={HOURS_STEP}
              min={0}
              className="sm:max-w-40"
              {...fields.control("update-hours", "hoursSpent", { hint: true, setValueAs: hoursValue })}
            />
          </FormField>
          {loaded && <HoursPreview task={loaded} typed={hoursValue(form.watch("hoursSpent"))} draw={form.watch("drawFromBalance") !== false} />}
          <div className="flex items-start gap-3">
            <input
              id="update-draw"
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-primary"
              aria-describedby="update-draw-hint"
              {...form.register("drawFromBalance")}
            />
            <DescribedLabel htmlFor="update-draw" describedId="update-draw-hint" label={t("update.draw")} description={t("update.drawHint")} />
          </div>
        </>
      )}
    </FormDialog>
  );
}

/**
 * The client's prepaid balance before saving and after, with what the charging
 * rule records for the hours typed (the server records the same: core/hours-rule.ts).
 */
function HoursPreview({ task, typed, draw }: { task: TaskDetails; typed: number; draw: boolean }) {
  const t = useCatalogue(tasksCatalogue);
  const { locale } = useI18n();
  // Only a valid entry (half-hour steps) is previewed; the form says what is wrong with another.
  const recorded = Number.isFinite(typed) && Number.isInteger(typed / HOURS_STEP) ? hoursToRecord(task.hoursUsed, typed) : 0;
  const balance = task.prepaid.balance;
  const after = draw ? balance - recorded : balance;
  return (
    <div data-testid="update-balance" className="grid gap-1 rounded-lg bg-muted/60 p-3 text-sm" aria-live="polite">
      <p className="font-medium">{t("update.balance", { hours: formatHours(balance, locale) })}</p>
      {/* Always drawn (the balance unchanged until hours are typed): the dialog does not grow under the pointer as they are. */}
      <p className={after < 0 ? "text-destructive" : undefined}>{t("update.balanceAfter", { hours: formatHours(after, locale) })}</p>
      {recorded > 0 && recorded !== typed && <p>{t("update.records", { hours: formatHours(recorded, locale) })}</p>}
      <p className="text-muted-foreground">{t("update.rule")}</p>
    </div>
  );
}
