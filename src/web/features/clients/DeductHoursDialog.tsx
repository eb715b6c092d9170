import { textsOf } from "@core/i18n/catalogue";
import { HOURS_STEP } from "@core/clients-constants";
import { MinusCircle } from "lucide-react";
import { toast } from "@web/ui/toast";
import { isApiError } from "@web/lib/api";
import { useMoney } from "@web/lib/use-money";
import { FormDialog, TriggerButton } from "@web/ui/form-dialog";
import { FormField } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { Textarea } from "@web/ui/textarea";
import { numberOr } from "@web/lib/number-field";
import { type ClientDetails, useDeductHours } from "./api";
import { ClientTaskSelect, taskIdValue } from "./ClientTaskSelect";
import type { ClientsTranslate } from "./catalogue";
import { useReason } from "@web/i18n/use-translate";

const TOAST_ID = "deduct-hours";
/** An empty or unreadable number is no number: the schema says 'Please enter a valid number of hours'. */
const hoursValue = numberOr(undefined);

/** Deduct Hours (spec §5): half-hour steps, a description, optionally the task the hours went to. */
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
      {({ control, error }) => (
        <>
          <FormField id="deduct-hours" label={t("detail.deduct.hours")} error={error("hours")}>
            <Input type="number" inputMode="decimal" step={HOURS_STEP} min={HOURS_STEP} {...control("deduct-hours", "hours", { setValueAs: hoursValue })} />
          </FormField>
          <FormField id="deduct-description" label={t("detail.deduct.description")} error={error("description")}>
            <Textarea rows={3} {...control("deduct-description", "description")} />
          </FormField>
          <ClientTaskSelect clientId={client.id} label={t("detail.deduct.task")} noTask={t("detail.deduct.noTask")} {...control("deduct-task", "taskId", { setValueAs: taskIdValue })} />
        </>
      )}
    </FormDialog>
  );
}
