import type { FieldPath, FieldValues, PathValue, UseFormReturn } from "react-hook-form";
import { ClientPicker, type ClientPickerProps } from "./ClientPicker";

/** The picker's texts as every form's copy names them. */
type PickerCopy = { clientSearch: string; clientSearchPlaceholder: string; chooseClient: string; noClients: string };

type Props<In extends FieldValues, Out> = Pick<ClientPickerProps, "id" | "label" | "disabled"> & {
  form: UseFormReturn<In, unknown, Out>;
  name: FieldPath<In>;
  copy: PickerCopy;
};

/**
 * A ClientPicker as a form's field (FormDialog): its value is the form's, its error marks it
 * invalid. Through the form's own methods, so a page that shows it loads no react-hook-form.
 */
export function ClientPickerField<In extends FieldValues, Out>({ form, name, copy, ...picker }: Props<In, Out>) {
  const value: unknown = form.watch(name);
  return (
    <ClientPicker
      {...picker}
      searchLabel={copy.clientSearch}
      searchPlaceholder={copy.clientSearchPlaceholder}
      placeholder={copy.chooseClient}
      noneFound={copy.noClients}
      value={typeof value === "string" ? value : ""}
      onChange={(id) => form.setValue(name, id as PathValue<In, FieldPath<In>>, { shouldValidate: form.formState.isSubmitted })}
      invalid={Boolean(form.getFieldState(name, form.formState).error)}
    />
  );
}
