import { Receipt } from "lucide-react";
import { toast } from "@web/ui/toast";
import { Button } from "@web/ui/button";
import { FormDialog } from "@web/ui/form-dialog";
import { FormField } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { Textarea } from "@web/ui/textarea";
import { type ClientDetails, useRequestPayment } from "./api";
import { ClientTaskSelect, taskIdValue } from "./ClientTaskSelect";
import type { ClientDetailCopy } from "./detail-copy";

const TOAST_ID = "request-payment";

/** Bill the client (issue 9): they see it as Payment Due and pay through the normal checkout. */
export function RequestPaymentDialog({ client, copy }: { client: ClientDetails; copy: ClientDetailCopy }) {
  const request = useRequestPayment(client.id);
  const r = copy.request;

  return (
    <FormDialog
      schema={() => import("@core/payments").then((m) => m.paymentRequestCreateSchema)}
      defaultValues={{ amount: "", description: "" }}
      trigger={
        <Button>
          <Receipt aria-hidden="true" />
          {r.button}
        </Button>
      }
      title={r.title}
      description={r.lead}
      cancelLabel={r.cancel}
      submitLabel={r.submit}
      toastId={TOAST_ID}
      // The amount goes as typed (major units); the schema's output is minor units.
      onSubmit={async (values, input) => {
        await request.mutateAsync({ ...values, amount: input.amount });
        toast.success(r.sent, { id: TOAST_ID });
      }}
      failure={(err) => ({ toast: r.failed(err instanceof Error ? err.message : String(err)) })}
    >
      {({ control, error }) => (
        <>
          <FormField id="request-amount" label={r.amount} error={error("amount")}>
            <Input inputMode="decimal" {...control("request-amount", "amount")} />
          </FormField>
          <FormField id="request-description" label={r.description} error={error("description")}>
            <Textarea rows={3} {...control("request-description", "description")} />
          </FormField>
          <ClientTaskSelect clientId={client.id} label={r.task} noTask={r.noTask} {...control("request-task", "taskId", { setValueAs: taskIdValue })} />
          <FormField id="request-due" label={r.dueDate} error={error("dueDate")} hint={r.dueHint}>
            <Input type="date" {...control("request-due", "dueDate", { setValueAs: taskIdValue })} />
          </FormField>
        </>
      )}
    </FormDialog>
  );
}
