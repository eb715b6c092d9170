import { HOURS_STEP } from "@core/clients-constants";
import { LoaderCircle, MinusCircle } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "@web/ui/toast";
import { isApiError } from "@web/lib/api";
import { useMoney } from "@web/lib/use-money";
import { Button } from "@web/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@web/ui/dialog";
import { FormField } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { NativeSelect } from "@web/ui/native-select";
import { Textarea } from "@web/ui/textarea";
import { type ClientDetails, useClientTasks, useDeductHours } from "./api";
import type { ClientDetailCopy } from "./detail-copy";

const TOAST_ID = "deduct-hours";

/** Deduct Hours (spec §5): half-hour steps, a description, optionally the task the hours went to. */
export function DeductHoursDialog({ client, copy }: { client: ClientDetails; copy: ClientDetailCopy }) {
  const [open, setOpen] = useState(false);
  const [hours, setHours] = useState("");
  const [description, setDescription] = useState("");
  const [taskId, setTaskId] = useState("");
  const [error, setError] = useState<"hours" | "description" | null>(null);
  const tasks = useClientTasks(client.id, open);
  const deduct = useDeductHours(client.id);
  const { hours: fmt } = useMoney();
  const d = copy.deduct;

  const reset = () => {
    setHours("");
    setDescription("");
    setTaskId("");
    setError(null);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const n = Number(hours);
    if (!hours.trim() || !Number.isFinite(n) || n <= 0 || !Number.isInteger(n / HOURS_STEP)) {
      setError("hours");
      toast.error(d.invalidHours, { id: TOAST_ID });
      return;
    }
    if (!description.trim()) {
      setError("description");
      toast.error(d.descriptionRequired, { id: TOAST_ID });
      return;
    }
    setError(null);
    try {
      await deduct.mutateAsync({ hours: n, description: description.trim(), taskId: taskId || undefined });
    } catch (err) {
      const insufficient = isApiError(err) && err.status === 409;
      toast.error(insufficient ? d.insufficient : d.failed(err instanceof Error ? err.message : String(err)), { id: TOAST_ID });
      return;
    }
    toast.success(d.done(n), { id: TOAST_ID });
    reset();
    setOpen(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (deduct.isPending) return;
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <MinusCircle aria-hidden="true" />
          {d.button}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={d.cancel}>
        <DialogHeader>
          <DialogTitle>{d.title}</DialogTitle>
          <DialogDescription>{d.lead(copy.hours(fmt(client.balance)))}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={deduct.isPending}>
          <fieldset disabled={deduct.isPending} className="grid gap-4">
            <FormField id="deduct-hours" label={d.hours} error={error === "hours" ? d.invalidHours : undefined}>
              <Input
                id="deduct-hours"
                type="number"
                inputMode="decimal"
                step={HOURS_STEP}
                min={HOURS_STEP}
                value={hours}
                aria-invalid={error === "hours" || undefined}
                aria-describedby={error === "hours" ? "deduct-hours-error" : undefined}
                onChange={(e) => setHours(e.target.value)}
              />
            </FormField>
            <FormField id="deduct-description" label={d.description} error={error === "description" ? d.descriptionRequired : undefined}>
              <Textarea
                id="deduct-description"
                rows={3}
                value={description}
                aria-invalid={error === "description" || undefined}
                aria-describedby={error === "description" ? "deduct-description-error" : undefined}
                onChange={(e) => setDescription(e.target.value)}
              />
            </FormField>
            <FormField id="deduct-task" label={d.task}>
              <NativeSelect id="deduct-task" value={taskId} onChange={(e) => setTaskId(e.target.value)}>
                <option value="">{d.noTask}</option>
                {(tasks.data?.items ?? []).map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.title}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </fieldset>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={deduct.isPending}>
                {d.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={deduct.isPending}>
              {deduct.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
              {d.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
