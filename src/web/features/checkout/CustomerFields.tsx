import { messageText } from "@core/i18n/messages/message";
import type { Customer } from "@core/checkout";
import { CHECKOUT_MESSAGES, MAX_NOTES } from "@core/checkout-constants";
import type { Me } from "@web/lib/session/session";
import { fieldA11y, FormField } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { Textarea } from "@web/ui/textarea";
import type { CheckoutTranslate } from "./catalogue";

export type CustomerDraft = { name: string; email: string; notes: string };
export const emptyCustomer: CustomerDraft = { name: "", email: "", notes: "" };
/** The fields in page order: the first one with an error gets the focus. */
export const CUSTOMER_FIELDS = ["name", "email", "notes"] as const;

type FieldErrors = Partial<Record<keyof CustomerDraft, string>>;

/**
 * The checkout's rules (core/checkout.ts: its zod schemas, the request's shape): not with the
 * page, but once the buyer starts on their details or presses Checkout.
 */
export const loadCheckoutRules = () => import("@core/checkout");

/**
 * Checks the buyer's details with the core schema (the server runs the same one) and
 * words its messages in the page's language.
 */
export async function checkCustomer(draft: CustomerDraft, t: CheckoutTranslate): Promise<{ customer?: Customer; errors: FieldErrors }> {
  const { customerSchema } = await loadCheckoutRules();
  const parsed = customerSchema.safeParse({
    email: draft.email,
    ...(draft.name.trim() ? { name: draft.name } : {}),
    ...(draft.notes.trim() ? { notes: draft.notes } : {}),
  });
  if (parsed.success) return { customer: parsed.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof CustomerDraft;
    errors[field] ??= localize(issue.message, t);
  }
  return { errors };
}

/** The checkout form's own messages, shown in the page's language. */
const VALIDATION = ["emailRequired", "emailInvalid", "notesTooLong"] as const;

function localize(message: string, t: CheckoutTranslate): string {
  const key = VALIDATION.find((k) => messageText(CHECKOUT_MESSAGES[k]) === message);
  return key ? t(`validation.${key}`) : message;
}

type Props = {
  t: CheckoutTranslate;
  /** The signed-in member, whose account the order is linked to; null for a visitor. */
  member: Me | null;
  value: CustomerDraft;
  errors: FieldErrors;
  onChange: (value: CustomerDraft, field: keyof CustomerDraft) => void;
};

/** Name, email (required; the account's for a member) and what the help is for. */
export function CustomerFields({ t, member, value, errors, onChange }: Props) {
  const set = (field: keyof CustomerDraft) => (text: string) => onChange({ ...value, [field]: text }, field);

  return (
    <>
      <FormField id="checkout-name" label={t("summary.name")} error={errors.name} className="clear-left">
        <Input autoComplete="name" value={value.name} onChange={(e) => set("name")(e.target.value)} {...fieldA11y("checkout-name", errors.name)} />
      </FormField>
      <FormField id="checkout-email" label={t("summary.email")} error={errors.email} hint={member ? t("summary.memberEmailHint") : t("summary.emailHint")}>
        <Input
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          // A member's order goes to the account: its email, not one typed here.
          readOnly={Boolean(member)}
          value={value.email}
          onChange={(e) => set("email")(e.target.value)}
          {...fieldA11y("checkout-email", errors.email, true)}
        />
      </FormField>
      <FormField id="checkout-notes" label={t("summary.notes")} error={errors.notes} hint={t("summary.notesHint")}>
        <Textarea
          rows={3}
          maxLength={MAX_NOTES}
          placeholder={t("summary.notesPlaceholder")}
          value={value.notes}
          onChange={(e) => set("notes")(e.target.value)}
          {...fieldA11y("checkout-notes", errors.notes, true)}
        />
      </FormField>
    </>
  );
}
