import { textsOf } from "@core/i18n/catalogue";
import { formatHours } from "@core/hours-rule";
import { toMajor } from "@core/money";
import type { TaskDetails } from "@core/tasks";
import { Receipt } from "lucide-react";
import { useI18n } from "@web/i18n/I18nProvider";
import { FormDialog, TriggerButton } from "@web/ui/form-dialog";
import { InputField, TextareaField } from "@web/ui/form-dialog-fields";
import { toast } from "@web/ui/toast";
import { useBillUnpaid } from "./api";
import type { TasksTranslate } from "./catalogue";
import { useReason } from "@web/i18n/use-translate";

const TOAST_ID = "bill-unpaid";

/**
 * Bill unpaid time: the Request Payment dialog, prefilled with the unbilled hours ×
 * the hourly rate and a description naming the task; the operator may change both. The server
 * makes the request by the one creation path and marks those hours billed.
 */
export function BillUnpaidDialog({ task, t }: { task: TaskDetails; t: TasksTranslate }) {
  const reason = useReason();
  const { locale } = useI18n();
  const bill = useBillUnpaid(task.id);
  return (
    <FormDialog
      schema={() => import("@core/tasks").then((m) => m.taskBillSchema)}
      defaultValues={{ amount: toMajor(task.unbilled.amount.amount).toFixed(2), description: t("bill.describe", { title: task.title, hours: formatHours(task.unbilled.hours, locale) }) }}
      trigger={<TriggerButton variant="outline" size="sm" className="mt-2 w-fit" icon={Receipt}>{t("bill.button")}</TriggerButton>}
      copy={textsOf(t, "bill", ["title", "lead", "cancel", "submit"])}
      toastId={TOAST_ID}
      // The amount goes as typed (major units); the schema's output is minor units.
      onSubmit={async (values, input) => {
        await bill.mutateAsync({ ...values, amount: input.amount });
        toast.success(t("bill.sent"), { id: TOAST_ID });
      }}
      failure={(err) => ({ toast: t("bill.failed", { message: reason(err) }) })}
    >
      {(fields) => (
        <>
          <InputField fields={fields} id="bill-amount" name="amount" label={`${t("bill.amount")} (${task.unbilled.amount.currency})`} inputMode="decimal" />
          <TextareaField fields={fields} id="bill-description" name="description" label={t("bill.description")} rows={3} />
        </>
      )}
    </FormDialog>
  );
}
