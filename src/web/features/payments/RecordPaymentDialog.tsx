import { HOURS_STEP as HOURS_STEP_RECORD } from "@core/clients-constants";
import { RECORDABLE_TYPES } from "@core/payments-constants";
import { LoaderCircle, Plus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "@web/ui/toast";
import { PAYMENT_LABELS } from "@web/components/payment-labels";
import { ClientPicker } from "@web/components/ClientPicker";
import { useCopy } from "@web/i18n/I18nProvider";
import { Button } from "@web/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@web/ui/dialog";
import { FormField } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { NativeSelect } from "@web/ui/native-select";
import { Textarea } from "@web/ui/textarea";
import { useRecordPayment } from "./api";
import type { PaymentsCopy } from "./copy";

type Type = (typeof RECORDABLE_TYPES)[number];
const EMPTY = { clientId: "", amount: "", description: "", paymentType: "prepaid_hours" as Type, hours: "" };
const TOAST_ID = "record-payment";

/** Record New Payment (spec §5): prepaid_hours needs the hours and credits the ledger with the payment. */
export function RecordPaymentDialog({ copy }: { copy: PaymentsCopy }) {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const labels = useCopy(PAYMENT_LABELS);
  const record = useRecordPayment();
  const r = copy.record;
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const refuse = (field: string, message: string) => {
    setError({ field, message });
    toast.error(message, { id: TOAST_ID });
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const missing = !form.clientId ? "clientId" : !form.amount.trim() ? "amount" : !form.description.trim() ? "description" : null;
    if (missing) return refuse(missing, r.required);
    const prepaid = form.paymentType === "prepaid_hours";
    if (prepaid && !form.hours.trim()) return refuse("hours", r.hoursRequired);
    // The amount's rule is core's zod schema, loaded on the first sending (not with the page).
    const { amountSchema } = await import("@core/payments");
    if (!amountSchema.safeParse(form.amount).success) return refuse("amount", r.invalidAmount);
    const hours = Number(form.hours);
    if (prepaid && (!Number.isFinite(hours) || hours <= 0 || !Number.isInteger(hours / HOURS_STEP_RECORD))) return refuse("hours", r.invalidHours);
    setError(null);
    try {
      await record.mutateAsync({
        clientId: form.clientId,
        amount: form.amount.trim(),
        description: form.description.trim(),
        paymentType: form.paymentType,
        hours: prepaid ? hours : undefined,
      });
    } catch (err) {
      toast.error(r.failed(err instanceof Error ? err.message : String(err)), { id: TOAST_ID });
      return;
    }
    toast.success(r.recorded, { id: TOAST_ID });
    setForm(EMPTY);
    setOpen(false);
  };
  const err = (field: string) => (error?.field === field ? error.message : undefined);
  const a11y = (id: string, field: string) => ({
    id,
    "aria-invalid": err(field) ? true : undefined,
    "aria-describedby": err(field) ? `${id}-error` : undefined,
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (record.isPending) return;
        setOpen(next);
        if (!next) {
          setForm(EMPTY);
          setError(null);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          {r.button}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={r.cancel} className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{r.title}</DialogTitle>
          <DialogDescription>{r.lead}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={record.isPending}>
          <fieldset disabled={record.isPending} className="grid gap-4">
            <ClientPicker
              id="payment-client"
              label={r.client}
              searchLabel={copy.filter.clientSearch}
              searchPlaceholder={copy.filter.clientSearchPlaceholder}
              placeholder={copy.filter.chooseClient}
              noneFound={copy.filter.noClients}
              value={form.clientId}
              onChange={(clientId) => setForm((f) => ({ ...f, clientId }))}
              invalid={Boolean(err("clientId"))}
              disabled={record.isPending}
            />
            <FormField id="payment-amount" label={r.amount} error={err("amount")}>
              <Input {...a11y("payment-amount", "amount")} inputMode="decimal" value={form.amount} onChange={set("amount")} />
            </FormField>
            <FormField id="payment-description" label={r.description} error={err("description")}>
              <Textarea {...a11y("payment-description", "description")} rows={2} value={form.description} onChange={set("description")} />
            </FormField>
            <FormField id="payment-type" label={r.type}>
              <NativeSelect id="payment-type" value={form.paymentType} onChange={set("paymentType")}>
                {RECORDABLE_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {labels.types[t]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            {form.paymentType === "prepaid_hours" && (
              <FormField id="payment-hours" label={r.hours} error={err("hours")}>
                <Input {...a11y("payment-hours", "hours")} type="number" inputMode="decimal" step={HOURS_STEP_RECORD} min={HOURS_STEP_RECORD} value={form.hours} onChange={set("hours")} />
              </FormField>
            )}
          </fieldset>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={record.isPending}>
                {r.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={record.isPending}>
              {record.isPending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
              {r.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
