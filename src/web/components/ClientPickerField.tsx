import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { ClientPicker, type ClientPickerProps } from "./ClientPicker";

type Props<In extends FieldValues, Out> = Omit<ClientPickerProps, "value" | "onChange" | "invalid"> & {
  control: Control<In, unknown, Out>;
  name: FieldPath<In>;
};

/** A ClientPicker as a form's field (FormDialog): its value is the form's, its error marks it invalid. */
export function ClientPickerField<In extends FieldValues, Out>({ control, name, ...picker }: Props<In, Out>) {
  const { field, fieldState } = useController({ control, name });
  return <ClientPicker {...picker} value={field.value} onChange={field.onChange} invalid={Boolean(fieldState.error)} />;
}
