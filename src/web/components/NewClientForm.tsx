import type { SiteLocale } from "@core/site-routes";
import { contactConvertClientSchema } from "@core/contact-inbox";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { InlineFormButtons } from "@web/components/InlineFormButtons";
import { FormField, fieldA11y } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { NativeSelect, SelectOptions } from "@web/ui/native-select";
import { SITE_LOCALES } from "@core/site-routes";
import { uiCatalogue } from "@web/ui/catalogue";
import { useCatalogue } from "@web/i18n/use-catalogue";

type Values = { fullName: string; language: SiteLocale };
type Copy = { title: string; lead: string; fullName: string; submit: string; cancel: string };

/**
 * A client account for an inbox item's email (Contact inbox's Convert to client, Orders' Link
 * client): Add New Client's fields and rules, inline in the item's details dialog. The client
 * gets the invitation in the language chosen here (it starts from the one they wrote in).
 */
export function NewClientForm({ id, name, language, copy, onSubmit, onCancel }: { id: string; name: string; language: SiteLocale; copy: Copy; onSubmit: (values: Values) => Promise<void>; onCancel: () => void }) {
  const form = useForm({ resolver: zodResolver(contactConvertClientSchema), defaultValues: { fullName: name, language } });
  const ui = useCatalogue(uiCatalogue);
  const { errors, isSubmitting } = form.formState;
  return (
    <form id={id} noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-3 rounded-lg border p-4" aria-labelledby={`${id}-title`}>
      <div className="grid gap-1">
        <h3 id={`${id}-title`} className="font-semibold">
          {copy.title}
        </h3>
        <p className="text-muted-foreground">{copy.lead}</p>
      </div>
      <FormField id={`${id}-name`} label={copy.fullName} error={errors.fullName?.message}>
        <Input {...fieldA11y(`${id}-name`, errors.fullName?.message)} autoComplete="off" {...form.register("fullName")} />
      </FormField>
      <FormField id={`${id}-language`} label={ui("inviteLanguage.label")} error={errors.language?.message} hint={ui("inviteLanguage.hint")}>
        <NativeSelect {...fieldA11y(`${id}-language`, errors.language?.message)} {...form.register("language")}>
          <SelectOptions values={SITE_LOCALES} label={(l) => ui(`inviteLanguage.names.${l}`)} />
        </NativeSelect>
      </FormField>
      <InlineFormButtons pending={isSubmitting} submit={copy.submit} cancel={copy.cancel} onCancel={onCancel} />
    </form>
  );
}
