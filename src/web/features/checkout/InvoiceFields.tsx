import type { InvoiceBuyer } from "@core/invoices";
import { fieldA11y, FormField } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import type { CheckoutTranslate } from "./catalogue";

export type InvoiceDraft = { wanted: boolean; companyName: string; address: string; eik: string; vatNumber: string };
export const emptyInvoice: InvoiceDraft = { wanted: false, companyName: "", address: "", eik: "", vatNumber: "" };
type Field = Exclude<keyof InvoiceDraft, "wanted">;
/** The fields in page order: the first one with an error gets the focus. */
export const INVOICE_FIELDS = ["companyName", "address", "eik", "vatNumber"] as const satisfies readonly Field[];
export type InvoiceErrors = Partial<Record<Field, string>>;

const ID: Record<Field, string> = { companyName: "checkout-invoice-company", address: "checkout-invoice-address", eik: "checkout-invoice-eik", vatNumber: "checkout-invoice-vat" };
export const invoiceFieldId = (f: Field) => ID[f];

/**
 * Checks the company's details with core's invoice schema (the server runs the same one; the
 * UIC (EIK) check digits included). Nothing to check when no invoice is wanted. Messages are
 * core's English sentences; the caller words them in the page's language.
 */
export async function checkInvoice(draft: InvoiceDraft): Promise<{ invoice?: InvoiceBuyer; errors: InvoiceErrors }> {
  if (!draft.wanted) return { errors: {} };
  const { invoiceRequestSchema } = await import("@core/invoices");
  const { wanted: _, ...fields } = draft;
  const parsed = invoiceRequestSchema.safeParse(fields);
  if (parsed.success) return { invoice: parsed.data, errors: {} };
  const errors: InvoiceErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as Field] ??= issue.message;
  return { errors };
}

type Props = {
  t: CheckoutTranslate;
  value: InvoiceDraft;
  errors: InvoiceErrors;
  onChange: (value: InvoiceDraft, field: keyof InvoiceDraft) => void;
};

/** "I need an invoice": a company's details for an invoice, issued with the payment and attached to the receipt. */
export function InvoiceFields({ t, value, errors, onChange }: Props) {
  const field = (f: Field, label: string, extra: { autoComplete?: string; inputMode?: "numeric" } = {}) => (
    <FormField id={ID[f]} label={label} error={errors[f]}>
      <Input
        autoComplete={extra.autoComplete}
        inputMode={extra.inputMode}
        value={value[f]}
        onChange={(e) => onChange({ ...value, [f]: e.target.value }, f)}
        {...fieldA11y(ID[f], errors[f])}
      />
    </FormField>
  );
  return (
    <div className="grid gap-4">
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          checked={value.wanted}
          onChange={(e) => onChange({ ...value, wanted: e.target.checked }, "wanted")}
          aria-controls={value.wanted ? "checkout-invoice" : undefined}
          className="mt-0.5 size-4 accent-primary"
        />
        <span>{t("invoice.wanted")}</span>
      </label>
      {value.wanted && (
        <div id="checkout-invoice" className="grid gap-4 rounded-lg border p-4">
          <p className="text-sm text-muted-foreground">{t("invoice.lead")}</p>
          {field("companyName", t("invoice.company"), { autoComplete: "organization" })}
          {field("address", t("invoice.address"), { autoComplete: "street-address" })}
          {field("eik", t("invoice.eik"), { inputMode: "numeric" })}
          {field("vatNumber", t("invoice.vat"))}
        </div>
      )}
    </div>
  );
}
