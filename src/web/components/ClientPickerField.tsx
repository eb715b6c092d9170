import type { FieldPath, FieldValues, PathValue, UseFormReturn } from "react-hook-form";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { uiCatalogue } from "@web/ui/catalogue";
import { ClientPicker, type ClientPickerProps } from "./ClientPicker";

type Props<In extends FieldValues, Out> = Pick<ClientPickerProps, "id" | "label" | "disabled"> & {
  form: UseFormReturn<In, unknown, Out>;
  name: FieldPath<In>;
};

/**
 * A ClientPicker as a form's field (FormDialog): its value is the form's, its error marks it
 * invalid. Through the form's own methods, so a page that shows it loads no react-hook-form.
 */
export function ClientPickerField<In extends FieldValues, Out>({ form, name, ...picker }: Props<In, Out>) {
  const t = useCatalogue(uiCatalogue);
  const value: unknown = form.watch(name);
  return (
    <ClientPicker
      {...picker}
      searchLabel={t("clientPicker.search")}
      searchPlaceholder={t("clientPicker.placeholder")}
      placeholder={t("clientPicker.choose")}
      noneFound={t("clientPicker.none")}
      value={typeof value === "string" ? value : ""}
      onChange={(id) => form.setValue(name, id as PathValue<In, FieldPath<In>>, { shouldValidate: form.formState.isSubmitted })}
      invalid={Boolean(form.getFieldState(name, form.formState).error)}
    />
  );
}
