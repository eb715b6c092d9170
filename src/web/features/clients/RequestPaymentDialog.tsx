import { textsOf } from "@core/i18n/catalogue";
import { Receipt } from "lucide-react";
import { toast } from "@web/ui/toast";
import { FormDialog, TriggerButton } from "@web/ui/form-dialog";
import { InputField, TextareaField } from "@web/ui/form-dialog-fields";
import { FormField } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { type ClientDetails, useRequestPayment } from "./api";
import { ClientTaskSelect, taskIdValue } from "./ClientTaskSelect";
import type { ClientsTranslate } from "./catalogue";
import { useReason } from "@web/i18n/use-translate";

const TOAST_ID = "request-payment";

/** Bill the client: they see it as Payment Due and pay through the normal checkout. */
export function RequestPaymentDialog({ client, t }: { client: ClientDetails; t: ClientsTranslate }) {
  const reason = useReason();
  const request = useRequestPayment(client.id);

  return (
    <FormDialog
      schema={() => import("@core/payments").then((m) => m.paymentRequestCreateSchema)}
      defaultValues={{ amount: "", description: "" }}
      trigger={<TriggerButton icon={Receipt}>{t("detail.request.button")}</TriggerButton>}
      copy={textsOf(t, "detail.request", ["title", "lead", "cancel", "submit"])}
      toastId={TOAST_ID}
      // The amount goes as typed (major units); the schema's output is minor units.
      onSubmit={async (values, input) => {
        await request.mutateAsync({ ...values, amount: input.amount });
        toast.success(t("detail.request.sent"), { id: TOAST_ID });
      }}
      failure={(err) => ({ toast: t("detail.request.failed", { message: reason(err) }) })}
    >
      {(fields) => (
        <>
          <InputField fields={fields} id="request-amount" name="amount" label={t("detail.request.amount")} inputMode="decimal" />
          <TextareaField fields={fields} id="request-description" name="description" label={t("detail.request.description")} rows={3} />
          <ClientTaskSelect clientId={client.id} label={t("detail.request.task")} noTask={t("detail.request.noTask")} {...fields.control("request-task", "taskId", { setValueAs: taskIdValue })} />
          <FormField id="request-due" label={t("detail.request.dueDate")} error={fields.error("dueDate")} hint={t("detail.request.dueHint")}>
            <Input type="date" {...fields.control("request-due", "dueDate", { setValueAs: taskIdValue })} />
          </FormField>
        </>
      )}
    </FormDialog>
  );
}
