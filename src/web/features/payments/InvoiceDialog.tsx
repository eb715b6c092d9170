import { saidOf } from "@web/lib/api";
import { textsOf } from "@core/i18n/catalogue";
import { FileText } from "lucide-react";
import { toast } from "@web/ui/toast";
import { FormDialog, TriggerButton } from "@web/ui/form-dialog";
import { InputField } from "@web/ui/form-dialog-fields";
import { useRequestInvoice } from "./api";
import type { PaymentsTranslate } from "./catalogue";
import { useReason } from "@web/i18n/use-translate";

const TOAST_ID = "request-invoice";

/** Request an invoice: the company's details, checked by core's schema (UIC check digits). */
export function InvoiceDialog({ paymentId, t }: { paymentId: string; t: PaymentsTranslate }) {
  const reason = useReason();
  const request = useRequestInvoice(paymentId);
  return (
    <FormDialog
      schema={() => import("@core/invoices").then((m) => m.invoiceRequestSchema)}
      defaultValues={{ companyName: "", address: "", eik: "", vatNumber: "" }}
      trigger={<TriggerButton variant="outline" icon={FileText}>{t("invoice.button")}</TriggerButton>}
      copy={textsOf(t, "invoice", ["title", "lead", "cancel", "submit"])}
      toastId={TOAST_ID}
      onSubmit={async (values) => {
        const res = await request.mutateAsync(values);
        toast.success(saidOf(res), { id: TOAST_ID });
      }}
      failure={(err) => ({ toast: t("invoice.failed", { reason: reason(err) }) })}
    >
      {(fields) => (
        <>
          <InputField fields={fields} id="invoice-company" name="companyName" label={t("invoice.company")} autoComplete="organization" />
          <InputField fields={fields} id="invoice-address" name="address" label={t("invoice.address")} autoComplete="street-address" />
          <InputField fields={fields} id="invoice-eik" name="eik" label={t("invoice.eik")} inputMode="numeric" />
          <InputField fields={fields} id="invoice-vat" name="vatNumber" label={t("invoice.vat")} />
        </>
      )}
    </FormDialog>
  );
}
