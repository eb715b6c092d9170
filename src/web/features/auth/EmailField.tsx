import type { UseFormRegisterReturn } from "react-hook-form";
import { fieldA11y, FormField } from "@web/ui/form-field";
import { Input } from "@web/ui/input";

/** The account's email on the sign-in and sign-up forms: `field` is the form's `register("email")`. */
export function EmailField({
  id,
  label,
  error,
  autoComplete,
  placeholder,
  field,
}: {
  id: string;
  label: string;
  error?: string;
  autoComplete: "username" | "email";
  placeholder?: string;
  field: UseFormRegisterReturn;
}) {
  return (
    <FormField id={id} label={label} error={error}>
      <Input type="email" autoComplete={autoComplete} inputMode="email" placeholder={placeholder} {...fieldA11y(id, error)} {...field} />
    </FormField>
  );
}
