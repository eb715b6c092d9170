import { textsOf } from "@core/i18n/catalogue";
import { HOURS_STEP } from "@core/clients-constants";
import { RECORDABLE_TYPES } from "@core/payments-constants";
import { Plus } from "lucide-react";
import { toast } from "@web/ui/toast";
import { ClientPickerField } from "@web/components/ClientPickerField";
import { FormDialog, TriggerButton } from "@web/ui/form-dialog";
import { InputField, SelectField, TextareaField } from "@web/ui/form-dialog-fields";
import { FormField } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { numberOr } from "@web/lib/number-field";
import { useRecordPayment } from "./api";
import type { PaymentsTranslate } from "./catalogue";
import { useReason } from "@web/i18n/use-translate";
import { uiCatalogue } from "@web/ui/catalogue";
import { useCatalogue } from "@web/i18n/use-catalogue";

const TOAST_ID = "record-payment";
/** No hours typed is null: the schema asks for them when the type is prepaid hours. */
const hoursValue = numberOr(null);

/** Record New Payment: prepaid_hours needs the hours and credits the ledger with the payment. */
export function RecordPaymentDialog({ t }: { t: PaymentsTranslate }) {
  const reason = useReason();
  const ui = useCatalogue(uiCatalogue);
  const record = useRecordPayment();

  return (
    <FormDialog
      // Core's schema (zod) loads as the dialog opens, not with the page.
      schema={() => import("@core/payments").then((m) => m.recordPaymentSchema)}
      defaultValues={{ clientId: "", amount: "", description: "", paymentType: "prepaid_hours" }}
      trigger={<TriggerButton icon={Plus}>{t("record.button")}</TriggerButton>}
      copy={textsOf(t, "record", ["title", "lead", "cancel", "submit"])}
      width="xl"
      toastId={TOAST_ID}
      // The amount goes as typed (major units); the schema's output is minor units.
      onSubmit={async (values, input) => {
        await record.mutateAsync({ ...values, amount: input.amount, hours: values.paymentType === "prepaid_hours" ? values.hours : undefined });
        toast.success(t("record.recorded"), { id: TOAST_ID });
      }}
      failure={(err) => ({ toast: t("record.failed", { reason: reason(err) }) })}
    >
      {({ form, pending, ...fields }) => (
        <>
          <ClientPickerField form={form} name="clientId" id="payment-client" label={t("record.client")} disabled={pending} />
          <InputField fields={fields} id="payment-amount" name="amount" label={t("record.amount")} inputMode="decimal" />
          <TextareaField fields={fields} id="payment-description" name="description" label={t("record.description")} rows={2} />
          <SelectField fields={fields} id="payment-type" name="paymentType" label={t("record.type")} values={RECORDABLE_TYPES} optionLabel={(type) => ui(`payment.types.${type}`)} />
          {form.watch("paymentType") === "prepaid_hours" && (
            <FormField id="payment-hours" label={t("record.hours")} error={fields.error("hours")}>
              <Input
                type="number"
                inputMode="decimal"
                step={HOURS_STEP}
                min={HOURS_STEP}
                {...fields.control("payment-hours", "hours", { setValueAs: hoursValue, shouldUnregister: true })}
              />
            </FormField>
          )}
        </>
      )}
    </FormDialog>
  );
}
