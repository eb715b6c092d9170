import { FileText } from "lucide-react";
import { toast } from "@web/ui/toast";
import { Button } from "@web/ui/button";
import { FormDialog } from "@web/ui/form-dialog";
import { FormField } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { useRequestInvoice } from "./api";
import type { PaymentsCopy } from "./copy";

const TOAST_ID = "request-invoice";

/** Request an invoice (issue 25 item 4): the company's details, checked by core's schema (ЕИК check digits). */
export function InvoiceDialog({ paymentId, copy }: { paymentId: string; copy: PaymentsCopy }) {
  const request = useRequestInvoice(paymentId);
  const w = copy.invoice;
  return (
    <FormDialog
      schema={() => import("@core/invoices").then((m) => m.invoiceRequestSchema)}
      defaultValues={{ companyName: "", address: "", eik: "", vatNumber: "" }}
      trigger={
        <Button variant="outline">
          <FileText aria-hidden="true" />
          {w.button}
        </Button>
      }
      title={w.title}
      description={w.lead}
      cancelLabel={w.cancel}
      submitLabel={w.submit}
      toastId={TOAST_ID}
      onSubmit={async (values) => {
        const res = await request.mutateAsync(values);
        toast.success(res.message, { id: TOAST_ID });
      }}
      failure={(err) => ({ toast: w.failed(err instanceof Error ? err.message : String(err)) })}
    >
      {({ control, error }) => (
        <>
          <FormField id="invoice-company" label={w.company} error={error("companyName")}>
            <Input autoComplete="organization" {...control("invoice-company", "companyName")} />
          </FormField>
          <FormField id="invoice-address" label={w.address} error={error("address")}>
            <Input autoComplete="street-address" {...control("invoice-address", "address")} />
          </FormField>
          <FormField id="invoice-eik" label={w.eik} error={error("eik")}>
            <Input inputMode="numeric" {...control("invoice-eik", "eik")} />
          </FormField>
          <FormField id="invoice-vat" label={w.vat} error={error("vatNumber")}>
            <Input {...control("invoice-vat", "vatNumber")} />
          </FormField>
        </>
      )}
    </FormDialog>
  );
}
