import { textsOf, type Translate } from "@core/i18n/catalogue";
import type { ReactNode } from "react";
import type { Path } from "react-hook-form";
import { useReason } from "@web/i18n/use-translate";
import { FormDialog } from "@web/ui/form-dialog";
import { InputField, TextareaField } from "@web/ui/form-dialog-fields";
import type { FormDialogProps, FormFields } from "@web/ui/form-dialog-types";
import { toast } from "@web/ui/toast";

/** What a bill's form holds as typed: the amount (major units, as the schema takes it) and what it is for. */
type BillInput = { amount: string | number; description: string };

/** The words a bill's dialog takes from its catalogue scope: the dialog's, the toasts (sent, failed with the reason) and the labels. */
type BillKey = "title" | "lead" | "cancel" | "submit" | "sent" | "failed" | "amount" | "description";

type BillDialogProps<In extends BillInput, Out, P extends string> = Omit<FormDialogProps<In, Out>, "onSubmit" | "failure" | "children" | "toastId" | "copy"> & {
  toastId: string;
  /** Sends the bill: the schema's output with the amount as typed (the schema's is in minor units). */
  send: (values: Omit<Out, "amount"> & { amount: In["amount"] }) => Promise<unknown>;
  /** The catalogue and the scope of its words ("bill" → bill.title, bill.sent, bill.amount …). */
  words: { t: Translate<`${P}.${BillKey}`>; scope: P };
  /** The amount's currency, said after its label. */
  currency?: string;
  /** The fields' ids start with it ("request" → request-amount, request-description). */
  idPrefix: string;
  /** Fields under the amount and the description. */
  more?: (fields: FormFields<In, Out>) => ReactNode;
};

/**
 * A dialog that bills a client (Request Payment on a client, Bill unpaid time on a task): an
 * amount and a description, more fields if the caller has them, sent as the operator typed the amount.
 */
export function BillDialog<In extends BillInput, Out, P extends string>({ toastId, send, words, currency, idPrefix, more, ...dialog }: BillDialogProps<In, Out, P>) {
  const reason = useReason();
  const { t, scope } = words;
  const labels = { amount: currency ? `${t(`${scope}.amount`)} (${currency})` : t(`${scope}.amount`), description: t(`${scope}.description`) };
  return (
    <FormDialog
      {...dialog}
      copy={textsOf(t, scope, ["title", "lead", "cancel", "submit"])}
      toastId={toastId}
      onSubmit={async (values, input) => {
        await send({ ...values, amount: input.amount });
        toast.success(t(`${scope}.sent`), { id: toastId });
      }}
      failure={(err) => ({ toast: t(`${scope}.failed`, { message: reason(err) }) })}
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
