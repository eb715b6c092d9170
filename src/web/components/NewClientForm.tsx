import { contactConvertClientSchema } from "@core/contact-inbox";
import { zodResolver } from "@web/lib/zod-resolver";
import { useForm } from "react-hook-form";
import { InlineForm } from "@web/components/InlineForm";
import { FormField, fieldA11y } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { NativeSelect, SelectOptions } from "@web/ui/native-select";
import { uiCatalogue } from "@web/ui/catalogue";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { type Locale, LOCALES } from "@core/locale";

type Values = { fullName: string; language: Locale };
type Copy = { title: string; lead: string; fullName: string; submit: string; cancel: string };

/**
 * A client account for an inbox item's email (Contact inbox's Convert to client, Orders' Link
 * client): Add New Client's fields and rules, inline in the item's details dialog. The client
 * gets the invitation in the language chosen here (it starts from the one they wrote in).
 */
export function NewClientForm({ id, name, language, copy, onSubmit, onCancel }: { id: string; name: string; language: Locale; copy: Copy; onSubmit: (values: Values) => Promise<void>; onCancel: () => void }) {
  const form = useForm({ resolver: zodResolver(contactConvertClientSchema), defaultValues: { fullName: name, language } });
  const ui = useCatalogue(uiCatalogue);
  const { errors, isSubmitting } = form.formState;
  return (
    <InlineForm id={id} copy={copy} pending={isSubmitting} onSubmit={form.handleSubmit(onSubmit)} onCancel={onCancel}>
      <FormField id={`${id}-name`} label={copy.fullName} error={errors.fullName?.message}>
        <Input {...fieldA11y(`${id}-name`, errors.fullName?.message)} autoComplete="off" {...form.register("fullName")} />
      </FormField>
      <FormField id={`${id}-language`} label={ui("inviteLanguage.label")} error={errors.language?.message} hint={ui("inviteLanguage.hint")}>
        <NativeSelect {...fieldA11y(`${id}-language`, errors.language?.message)} {...form.register("language")}>
          <SelectOptions values={LOCALES} label={(l) => ui(`inviteLanguage.names.${l}`)} />
        </NativeSelect>
      </FormField>
    </InlineForm>
  );
}
