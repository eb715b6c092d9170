import type { ComponentProps, ReactNode } from "react";
import type { FieldValues, Path, RegisterOptions } from "react-hook-form";
import type { FormFields } from "./form-dialog-types";
import { FormField } from "./form-field";
import { Input } from "./input";
import { NativeSelect, SelectOptions } from "./native-select";
import { Textarea } from "./textarea";

/** A form dialog's field by its id and form name: the label, the control registered and wired to its error. */
type FieldProps<In extends FieldValues, Out> = {
  fields: Pick<FormFields<In, Out>, "control" | "error">;
  id: string;
  name: Path<In>;
  label: ReactNode;
  /** Said under the control (and read with it) while there is no error. */
  hint?: ReactNode;
  options?: RegisterOptions<In, Path<In>>;
};

/** A labelled Input of a form dialog: `<InputField fields={fields} id="invoice-eik" name="eik" label={…} inputMode="numeric" />`. */
export function InputField<In extends FieldValues, Out>({ fields, id, name, label, hint, options, ...props }: FieldProps<In, Out> & Omit<ComponentProps<"input">, "id" | "name">) {
  return (
    <FormField id={id} label={label} error={fields.error(name)} hint={hint}>
      <Input {...props} {...fields.control(id, name, { ...options, hint: hint !== undefined })} />
    </FormField>
  );
}

/** A labelled Textarea of a form dialog, as InputField. */
export function TextareaField<In extends FieldValues, Out>({ fields, id, name, label, hint, options, ...props }: FieldProps<In, Out> & Omit<ComponentProps<"textarea">, "id" | "name">) {
  return (
    <FormField id={id} label={label} error={fields.error(name)} hint={hint}>
      <Textarea {...props} {...fields.control(id, name, { ...options, hint: hint !== undefined })} />
    </FormField>
  );
}

/** A labelled NativeSelect of a form dialog, one option per value, as InputField. */
export function SelectField<In extends FieldValues, Out, V extends string>({ fields, id, name, label, options, values, optionLabel }: FieldProps<In, Out> & { values: readonly V[]; optionLabel: (value: V) => ReactNode }) {
  return (
    <FormField id={id} label={label} error={fields.error(name)}>
      <NativeSelect {...fields.control(id, name, options)}>
        <SelectOptions values={values} label={optionLabel} />
      </NativeSelect>
    </FormField>
  );
}
