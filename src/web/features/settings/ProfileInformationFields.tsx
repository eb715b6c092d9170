import { messageText } from "@core/i18n/messages/message";
import { LANGUAGES } from "@core/clients-constants";
import type { Settings } from "@core/settings";
import { SETTINGS_MESSAGES } from "@core/settings-messages";
import type { UseFormRegisterReturn, UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import type { settingsSchema } from "@core/settings";
import { fieldA11y, FormField } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { NativeSelect } from "@web/ui/native-select";
import { Textarea } from "@web/ui/textarea";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { settingsCatalogue } from "./catalogue";
import { useInFirstFrame } from "@web/lib/first-frame";

export type SettingsForm = UseFormReturn<z.input<typeof settingsSchema>, unknown, Settings>;

/** Profile Information: the email is read-only (changing it goes through support). */
export function ProfileInformationFields({ form, email }: { form: SettingsForm; email: string }) {
  const t = useCatalogue(settingsCatalogue);
  const errors = form.formState.errors.profile;
  // The first frame has no form code to fill the fields (the build draws it, the server puts the values in).
  const values = useInFirstFrame() ? form.getValues("profile") : undefined;
  return (
    <div className="grid items-start gap-5 sm:grid-cols-2">
      <FormField id="settings-full-name" label={t("profile.fullName")} error={errors?.fullName?.message}>
        <Input autoComplete="name" defaultValue={values?.fullName} {...fieldA11y("settings-full-name", errors?.fullName?.message)} {...form.register("profile.fullName")} />
      </FormField>
      <FormField id="settings-email" label={t("profile.email")} hint={messageText(SETTINGS_MESSAGES.emailNote)}>
        <Input value={email} readOnly aria-readonly="true" tone="muted" {...fieldA11y("settings-email", undefined, true)} />
      </FormField>
      <PhoneField id="settings-phone" error={errors?.phone?.message} registration={form.register("profile.phone")} frameValue={values?.phone} />
      <LanguageField id="settings-language" error={errors?.preferredLanguage?.message} registration={form.register("profile.preferredLanguage")} frameValue={values?.preferredLanguage} />
      <FormField id="settings-address" label={t("profile.address")} error={errors?.address?.message} className="sm:col-span-2">
        <Textarea rows={2} autoComplete="street-address" defaultValue={values?.address} {...fieldA11y("settings-address", errors?.address?.message)} {...form.register("profile.address")} />
      </FormField>
    </div>
  );
}

/** `frameValue`: the value the first frame draws (the form's code puts it in everywhere else). */
type FieldProps = { id: string; error: string | undefined; registration: UseFormRegisterReturn; frameValue?: string };

/** The phone field, as the member's profile and the administrator's own account both ask it. */
export function PhoneField({ id, error, registration, frameValue }: FieldProps) {
  const t = useCatalogue(settingsCatalogue);
  return (
    <FormField id={id} label={t("profile.phone")} error={error}>
      <Input type="tel" autoComplete="tel" placeholder={t("profile.phonePlaceholder")} defaultValue={frameValue} {...fieldA11y(id, error)} {...registration} />
    </FormField>
  );
}

/** The preferred language (of mail and of the screens after saving), as the profile and the account both ask it. */
export function LanguageField({ id, error, registration, frameValue }: FieldProps) {
  const t = useCatalogue(settingsCatalogue);
  return (
    <FormField id={id} label={t("profile.language")} error={error}>
      <NativeSelect defaultValue={frameValue} {...fieldA11y(id, error)} {...registration}>
        {LANGUAGES.map((value) => (
          <option key={value} value={value}>
            {t(`profile.languages.${value}`)}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}
