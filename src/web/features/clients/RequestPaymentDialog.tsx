import { textsOf } from "@core/i18n/catalogue";
import { Receipt } from "lucide-react";
import { TriggerButton } from "@web/ui/form-dialog";
import { FormField } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { type ClientDetails, useRequestPayment } from "./api";
import { ClientTaskSelect, taskIdValue } from "./ClientTaskSelect";
import type { ClientsTranslate } from "./catalogue";
import { BillDialog } from "@web/components/BillDialog";

const TOAST_ID = "request-payment";

/** Bill the client: they see it as Payment Due and pay through the normal checkout. */
export function RequestPaymentDialog({ client, t }: { client: ClientDetails; t: ClientsTranslate }) {
  const request = useRequestPayment(client.id);

  return (
    <BillDialog
      schema={() => import("@core/payments").then((m) => m.paymentRequestCreateSchema)}
      defaultValues={{ amount: "", description: "" }}
      trigger={<TriggerButton icon={Receipt}>{t("detail.request.button")}</TriggerButton>}
      copy={textsOf(t, "detail.request", ["title", "lead", "cancel", "submit"])}
      toastId={TOAST_ID}
      send={(values) => request.mutateAsync(values)}
      sent={t("detail.request.sent")}
      failed={(message) => t("detail.request.failed", { message })}
      idPrefix="request"
      labels={{ amount: t("detail.request.amount"), description: t("detail.request.description") }}
      more={(fields) => (
        <>
          <ClientTaskSelect clientId={client.id} label={t("detail.request.task")} noTask={t("detail.request.noTask")} {...fields.control("request-task", "taskId", { setValueAs: taskIdValue })} />
          <FormField id="request-due" label={t("detail.request.dueDate")} error={fields.error("dueDate")} hint={t("detail.request.dueHint")}>
            <Input type="date" {...fields.control("request-due", "dueDate", { setValueAs: taskIdValue })} />
          </FormField>
        </>
      )}
    />
  );
}
