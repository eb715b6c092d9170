import type { ReactNode } from "react";
import type { Path } from "react-hook-form";
import { useReason } from "@web/i18n/use-translate";
import { FormDialog } from "@web/ui/form-dialog";
import { InputField, TextareaField } from "@web/ui/form-dialog-fields";
import type { FormDialogProps, FormFields } from "@web/ui/form-dialog-types";
import { toast } from "@web/ui/toast";

/** What a bill's form holds as typed: the amount (major units, as the schema takes it) and what it is for. */
type BillInput = { amount: string | number; description: string };

type BillDialogProps<In extends BillInput, Out> = Omit<FormDialogProps<In, Out>, "onSubmit" | "failure" | "children" | "toastId"> & {
  toastId: string;
  /** Sends the bill: the schema's output with the amount as typed (the schema's is in minor units). */
  send: (values: Omit<Out, "amount"> & { amount: In["amount"] }) => Promise<unknown>;
  /** The toast once it is sent, and the one (with the reason) when it fails. */
  sent: string;
  failed: (message: string) => string;
  /** The fields' ids start with it ("request" → request-amount, request-description). */
  idPrefix: string;
  labels: { amount: string; description: string };
  /** Fields under the amount and the description. */
  more?: (fields: FormFields<In, Out>) => ReactNode;
};

/**
 * A dialog that bills a client (Request Payment on a client, Bill unpaid time on a task): an
 * amount and a description, more fields if the caller has them, sent as the operator typed the amount.
 */
export function BillDialog<In extends BillInput, Out>({ toastId, send, sent, failed, idPrefix, labels, more, ...dialog }: BillDialogProps<In, Out>) {
  const reason = useReason();
  return (
    <FormDialog
      {...dialog}
      toastId={toastId}
      onSubmit={async (values, input) => {
        await send({ ...values, amount: input.amount });
        toast.success(sent, { id: toastId });
      }}
      failure={(err) => ({ toast: failed(reason(err)) })}
    >
      {(fields) => (
        <>
          <InputField fields={fields} id={`${idPrefix}-amount`} name={"amount" as Path<In>} label={labels.amount} inputMode="decimal" />
          <TextareaField fields={fields} id={`${idPrefix}-description`} name={"description" as Path<In>} label={labels.description} rows={3} />
          {more?.(fields)}
        </>
      )}
    </FormDialog>
  );
}
