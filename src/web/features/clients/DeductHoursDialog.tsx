import { textsOf } from "@core/i18n/catalogue";
import { HOURS_STEP } from "@core/clients-constants";
import { MinusCircle } from "lucide-react";
import { toast } from "@web/ui/toast";
import { isApiError } from "@web/lib/api";
import { useMoney } from "@web/lib/use-money";
import { FormDialog, TriggerButton } from "@web/ui/form-dialog";
import { InputField, TextareaField } from "@web/ui/form-dialog-fields";
import { numberOr } from "@web/lib/number-field";
import { type ClientDetails, useDeductHours } from "./api";
import { ClientTaskSelect, taskIdValue } from "./ClientTaskSelect";
import type { ClientsTranslate } from "./catalogue";
import { useReason } from "@web/i18n/use-translate";

const TOAST_ID = "deduct-hours";
/** An empty or unreadable number is no number: the schema says 'Please enter a valid number of hours'. */
const hoursValue = numberOr(undefined);

/** Deduct Hours: half-hour steps, a description, optionally the task the hours went to. */
export function DeductHoursDialog({ client, t }: { client: ClientDetails; t: ClientsTranslate }) {
  const reason = useReason();
  const deduct = useDeductHours(client.id);
  const { hours: fmt } = useMoney();

  return (
    <FormDialog
      schema={() => import("@core/clients").then((m) => m.deductHoursSchema)}
      defaultValues={{ description: "" }}
      trigger={<TriggerButton variant="outline" icon={MinusCircle}>{t("detail.deduct.button")}</TriggerButton>}
      copy={{ ...textsOf(t, "detail.deduct", ["title", "cancel", "submit"]), lead: t("detail.deduct.lead", { balance: t("hours", { hours: fmt(client.balance) }) }) }}
      toastId={TOAST_ID}
      onSubmit={async (values) => {
        await deduct.mutateAsync(values);
        toast.success(t("detail.deduct.done", { hours: values.hours }), { id: TOAST_ID });
      }}
      failure={(err) => ({
        toast: isApiError(err) && err.status === 409 ? t("detail.deduct.insufficient") : t("detail.deduct.failed", { reason: reason(err) }),
      })}
    >
      {(fields) => (
        <>
          <InputField fields={fields} id="deduct-hours" name="hours" label={t("detail.deduct.hours")} type="number" inputMode="decimal" step={HOURS_STEP} min={HOURS_STEP} options={{ setValueAs: hoursValue }} />
          <TextareaField fields={fields} id="deduct-description" name="description" label={t("detail.deduct.description")} rows={3} />
          <ClientTaskSelect clientId={client.id} label={t("detail.deduct.task")} noTask={t("detail.deduct.noTask")} {...fields.control("deduct-task", "taskId", { setValueAs: taskIdValue })} />
        </>
      )}
    </FormDialog>
  );
}
