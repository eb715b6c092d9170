import { textsOf } from "@core/i18n/catalogue";
import type { RefundList } from "@core/refunds";
import { REFUND_HOURS_CHOICES } from "@core/refunds-constants";
import { Undo2 } from "lucide-react";
import { useState } from "react";
import { useReason } from "@web/i18n/use-translate";
import { useMoney } from "@web/lib/use-money";
import { FormDialog, TriggerButton } from "@web/ui/form-dialog";
import { InputField, SelectField, TextareaField } from "@web/ui/form-dialog-fields";
import { toast } from "@web/ui/toast";
import { useRefund } from "./api";
import type { PaymentsTranslate } from "./catalogue";

const TOAST_ID = "refund-payment";
const newKey = () => crypto.randomUUID();

type Refundable = NonNullable<RefundList["refundable"]>;

/**
 * Refund all or part of a card payment (the operator): the amount starts at what is left, the
 * reason goes on the credit note, and where the payment bought hours that were partly used the
 * operator chooses what happens to them. One key per opening: a second press finds the same refund.
 */
export function RefundDialog({ paymentId, refundable, t }: { paymentId: string; refundable: Refundable; t: PaymentsTranslate }) {
  const reason = useReason();
  const { money, hours } = useMoney();
  const refund = useRefund(paymentId);
  const [open, setOpen] = useState(false);
  const [requestKey, setRequestKey] = useState(newKey);
  const h = refundable.hours;
  const remaining = h ? h.purchased - h.withdrawn : 0;
  const someUsed = Boolean(h && remaining > 0 && h.unused < remaining);
  const left = money(refundable.left, refundable.currency);
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (next) setRequestKey(newKey());
        setOpen(next);
      }}
      schema={() => import("@core/refunds").then((m) => m.refundRequestSchema)}
      defaultValues={{ amount: (refundable.left / 100).toFixed(2), reason: "", requestKey, ...(someUsed ? { hours: "withdraw" as const } : {}) }}
      trigger={<TriggerButton variant="outline" icon={Undo2}>{t("refund.button")}</TriggerButton>}
      copy={{ ...textsOf(t, "refund", ["title", "cancel", "submit"]), lead: t("refund.lead", { left }) }}
      toastId={TOAST_ID}
      onSubmit={async (values, input) => {
        const res = await refund.mutateAsync({ ...values, amount: input.amount });
        toast.success(res.refund.status === "succeeded" ? t("refund.done") : t("refund.sent"), { id: TOAST_ID });
      }}
      failure={(err) => ({ toast: t("refund.failed", { reason: reason(err) }) })}
    >
      {(fields) => (
        <>
          <InputField fields={fields} id="refund-amount" name="amount" label={t("refund.amount")} inputMode="decimal" />
          <TextareaField fields={fields} id="refund-reason" name="reason" label={t("refund.reason")} rows={2} />
          {h && remaining > 0 && (
            <p className="text-sm text-muted-foreground">
              {t("refund.hours", { purchased: hours(h.purchased), withdrawn: hours(h.withdrawn), unused: hours(h.unused) })}
            </p>
          )}
          {someUsed && (
            <SelectField
              fields={fields}
              id="refund-hours"
              name="hours"
              label={t("refund.hoursChoice")}
              values={REFUND_HOURS_CHOICES}
              optionLabel={(choice) => t(`refund.hoursChoices.${choice}`, { unused: hours(h?.unused ?? 0) })}
            />
          )}
        </>
      )}
    </FormDialog>
  );
}
