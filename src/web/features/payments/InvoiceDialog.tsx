import { textsOf } from "@core/i18n/catalogue";
import { FileText } from "lucide-react";
import { toast } from "@web/ui/toast";
import { FormDialog, TriggerButton } from "@web/ui/form-dialog";
import { FormField } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { useRequestInvoice } from "./api";
import type { PaymentsTranslate } from "./catalogue";
import { useReason } from "@web/i18n/use-translate";

const TOAST_ID = "request-invoice";

/** Request an invoice (issue 25 item 4): the company's details, checked by core's schema (ЕИК check digits). */
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
        toast.success(res.message, { id: TOAST_ID });
      }}
      failure={(err) => ({ toast: t("invoice.failed", { reason: reason(err) }) })}
    >
      {({ control, error }) => (
        <>
          <FormField id="invoice-company" label={t("invoice.company")} error={error("companyName")}>
            <Input autoComplete="organization" {...control("invoice-company", "companyName")} />
          </FormField>
          <FormField id="invoice-address" label={t("invoice.address")} error={error("address")}>
            <Input autoComplete="street-address" {...control("invoice-address", "address")} />
          </FormField>
          <FormField id="invoice-eik" label={t("invoice.eik")} error={error("eik")}>
            <Input inputMode="numeric" {...control("invoice-eik", "eik")} />
          </FormField>
          <FormField id="invoice-vat" label={t("invoice.vat")} error={error("vatNumber")}>
            <Input {...control("invoice-vat", "vatNumber")} />
          </FormField>
        </>
      )}
    </FormDialog>
  );
}
