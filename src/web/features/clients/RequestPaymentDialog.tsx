import { amountSchema } from "@core/payments";
import { LoaderCircle, Receipt } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "@web/ui/toast";
import { Button } from "@web/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@web/ui/dialog";
import { FormField } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { NativeSelect } from "@web/ui/native-select";
import { Textarea } from "@web/ui/textarea";
import { type ClientDetails, useClientTasks, useRequestPayment } from "./api";
import type { ClientDetailCopy } from "./detail-copy";

const TOAST_ID = "request-payment";

/** Bill the client (issue 9): they see it as Payment Due and pay through the normal checkout. */
export function RequestPaymentDialog({ client, copy }: { client: ClientDetails; copy: ClientDetailCopy }) {
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState("");
  const [description, setDescription] = useState("");
  const [taskId, setTaskId] = useState("");
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const tasks = useClientTasks(client.id, open);
  const request = useRequestPayment(client.id);
  const r = copy.request;

  const reset = () => {
    setAmount("");
    setDescription("");
    setTaskId("");
    setError(null);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!amount.trim()) return refuse("amount", r.amountRequired);
    if (!amountSchema.safeParse(amount).success) return refuse("amount", r.invalidAmount);
    if (!description.trim()) return refuse("description", copy.deduct.descriptionRequired);
    setError(null);
    try {
      await request.mutateAsync({ amount: amount.trim(), description: description.trim(), taskId: taskId || undefined });
    } catch (err) {
      toast.error(r.failed(err instanceof Error ? err.message : String(err)), { id: TOAST_ID });
      return;
    }
    toast.success(r.sent, { id: TOAST_ID });
    reset();
    setOpen(false);
  };
  const refuse = (field: string, message: string) => {
    setError({ field, message });
    toast.error(message, { id: TOAST_ID });
  };
  const err = (field: string) => (error?.field === field ? error.message : undefined);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (request.isPending) return;
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Receipt aria-hidden="true" />
          {r.button}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={r.cancel}>
        <DialogHeader>
          <DialogTitle>{r.title}</DialogTitle>
          <DialogDescription>{r.lead}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={request.isPending}>
          <fieldset disabled={request.isPending} className="grid gap-4">
            <FormField id="request-amount" label={r.amount} error={err("amount")}>
              <Input
                id="request-amount"
                inputMode="decimal"
                value={amount}
                aria-invalid={err("amount") ? true : undefined}
                aria-describedby={err("amount") ? "request-amount-error" : undefined}
                onChange={(e) => setAmount(e.target.value)}
              />
            </FormField>
            <FormField id="request-description" label={r.description} error={err("description")}>
              <Textarea
                id="request-description"
                rows={3}
                value={description}
                aria-invalid={err("description") ? true : undefined}
                aria-describedby={err("description") ? "request-description-error" : undefined}
                onChange={(e) => setDescription(e.target.value)}
              />
            </FormField>
            <FormField id="request-task" label={r.task}>
              <NativeSelect id="request-task" value={taskId} onChange={(e) => setTaskId(e.target.value)}>
                <option value="">{r.noTask}</option>
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
              <Button variant="outline" disabled={request.isPending}>
                {r.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={request.isPending}>
              {request.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
              {r.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
