import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";
import { ClientPicker, type ClientPickerProps } from "./ClientPicker";

/** The picker's texts as every form's copy names them. */
type PickerCopy = { clientSearch: string; clientSearchPlaceholder: string; chooseClient: string; noClients: string };

type Props<In extends FieldValues, Out> = Pick<ClientPickerProps, "id" | "label" | "disabled"> & {
  control: Control<In, unknown, Out>;
  name: FieldPath<In>;
  copy: PickerCopy;
};

/** A ClientPicker as a form's field (FormDialog): its value is the form's, its error marks it invalid. */
export function ClientPickerField<In extends FieldValues, Out>({ control, name, copy, ...picker }: Props<In, Out>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <ClientPicker
      {...picker}
      searchLabel={copy.clientSearch}
      searchPlaceholder={copy.clientSearchPlaceholder}
      placeholder={copy.chooseClient}
      noneFound={copy.noClients}
      value={field.value}
      onChange={field.onChange}
      invalid={Boolean(fieldState.error)}
    />
  );
}
