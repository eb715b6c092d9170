import type { ComponentProps, ReactNode } from "react";
import { fieldA11y, FormField } from "./form-field";
import { Input } from "./input";

type LabelledInputProps = ComponentProps<typeof Input> & { id: string; label: ReactNode; error?: string };

/** A FormField around one Input, wired to its label and error: a plain form's text field (a dialog's is InputField). */
export function LabelledInput({ id, label, error, ...input }: LabelledInputProps) {
  return (
    <FormField id={id} label={label} error={error}>
      <Input {...input} {...fieldA11y(id, error)} />
    </FormField>
  );
}
