import { type TaskDetails, type TaskRow, type TaskUpdate, type TaskUpdateInput, taskUpdateSchema } from "@core/tasks";
import { HOURS_STEP, TASK_MESSAGES, TASK_STATUSES } from "@core/tasks-constants";
import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide-react";
import { useForm } from "react-hook-form";
import { toast } from "@web/ui/toast";
import { INTL_LOCALE, useCopy, useI18n } from "@web/i18n/I18nProvider";
import { isApiError } from "@web/lib/api";
import { Button } from "@web/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/ui/dialog";
import { fieldA11y, FormField } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { NativeSelect } from "@web/ui/native-select";
import { Textarea } from "@web/ui/textarea";
import { useTask, useUpdateTask } from "./api";
import { type TasksCopy, tasksCopy } from "./copy";
import { useTranslate } from "@web/i18n/use-translate";

/** The operator's Update (DESIGN §1.5): status, notes, and hours spent, drawn from the prepaid balance or not. */
export function UpdateTaskDialog({ task, onClose }: { task: TaskRow; onClose: () => void }) {
  const translate = useTranslate();
  const copy = useCopy(tasksCopy);
  const details = useTask(task.id);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={copy.update.cancel}>
        <DialogHeader>
          <DialogTitle>{copy.update.title}</DialogTitle>
          <DialogDescription className="break-words">{copy.update.lead(task.title)}</DialogDescription>
        </DialogHeader>
        {details.data ? (
          <UpdateForm task={details.data} onDone={onClose} copy={copy} />
        ) : details.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {copy.messages.detailsFailed} {translate(details.error.message)}
          </p>
        ) : (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            {copy.details.loading}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}

function UpdateForm({ task, onDone, copy }: { task: TaskDetails; onDone: () => void; copy: TasksCopy }) {
  const { locale } = useI18n();
  const update = useUpdateTask(task.id);
  const form = useForm<TaskUpdateInput, unknown, TaskUpdate>({
    resolver: zodResolver(taskUpdateSchema),
    defaultValues: { status: task.status, adminNotes: task.adminNotes ?? "", hoursSpent: 0, drawFromBalance: true },
  });
  const { errors, isSubmitting } = form.formState;
  const say = (message?: string) => (message === TASK_MESSAGES.hoursInvalid ? copy.messages.hoursInvalid : message);
  const used = copy.details.hours(task.hoursUsed.toLocaleString(INTL_LOCALE[locale], { maximumFractionDigits: 1 }), task.hoursUsed);

  const save = async (values: TaskUpdate) => {
    try {
      await update.mutateAsync(values);
    } catch (err) {
      if (isApiError(err) && err.message === TASK_MESSAGES.insufficientHours) toast.error(copy.messages.insufficientHours);
      else toast.error(copy.messages.updateFailed(err instanceof Error ? err.message : String(err)));
      return;
    }
    toast.success(copy.messages.updated);
    onDone();
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(save)} className="grid gap-4">
      <fieldset disabled={isSubmitting} className="grid gap-4">
        <FormField id="update-status" label={copy.update.status}>
          <NativeSelect id="update-status" {...form.register("status")}>
            {TASK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {copy.status[s]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="update-notes" label={copy.update.adminNotes} hint={copy.update.notesHint} error={errors.adminNotes?.message}>
          <Textarea rows={4} {...fieldA11y("update-notes", errors.adminNotes?.message, true)} {...form.register("adminNotes")} />
        </FormField>
        <FormField id="update-hours" label={copy.update.hoursSpent} hint={copy.update.hoursHint(used)} error={say(errors.hoursSpent?.message)}>
          <Input
            type="number"
            inputMode="decimal"
            step={HOURS_STEP}
            min={0}
            className="sm:max-w-40"
            {...fieldA11y("update-hours", say(errors.hoursSpent?.message), true)}
            {...form.register("hoursSpent", { setValueAs: (v: unknown) => (v === "" || v == null ? 0 : Number(v)) })}
          />
        </FormField>
        <div className="flex items-start gap-3">
          <input
            id="update-draw"
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-primary"
            aria-describedby="update-draw-hint"
            {...form.register("drawFromBalance")}
          />
          <div className="grid gap-1">
            <label htmlFor="update-draw" className="text-sm font-medium">
              {copy.update.draw}
            </label>
            <p id="update-draw-hint" className="text-sm text-muted-foreground">
              {copy.update.drawHint}
            </p>
          </div>
        </div>
      </fieldset>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{copy.update.cancel}</Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          {isSubmitting ? copy.update.saving : copy.update.save}
        </Button>
      </DialogFooter>
    </form>
  );
}
