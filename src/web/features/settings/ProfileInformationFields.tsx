import { messageText } from "@core/i18n/messages/message";
import { LANGUAGES, SETTINGS_MESSAGES, type Settings } from "@core/settings";
import type { UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import type { settingsSchema } from "@core/settings";
import { fieldA11y, FormField } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { NativeSelect } from "@web/ui/native-select";
import { Textarea } from "@web/ui/textarea";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { settingsCatalogue } from "./catalogue";

export type SettingsForm = UseFormReturn<z.input<typeof settingsSchema>, unknown, Settings>;

/** Profile Information: the email is read-only (changing it goes through support). */
export function ProfileInformationFields({ form, email }: { form: SettingsForm; email: string }) {
  const t = useCatalogue(settingsCatalogue);
  const errors = form.formState.errors.profile;
  return (
    <div className="grid items-start gap-5 sm:grid-cols-2">
      <FormField id="settings-full-name" label={t("profile.fullName")} error={errors?.fullName?.message}>
        <Input autoComplete="name" {...fieldA11y("settings-full-name", errors?.fullName?.message)} {...form.register("profile.fullName")} />
      </FormField>
      <FormField id="settings-email" label={t("profile.email")} hint={messageText(SETTINGS_MESSAGES.emailNote)}>
        <Input value={email} readOnly aria-readonly="true" className="bg-muted" {...fieldA11y("settings-email", undefined, true)} />
      </FormField>
      <FormField id="settings-phone" label={t("profile.phone")} error={errors?.phone?.message}>
        <Input
          type="tel"
          autoComplete="tel"
          placeholder={t("profile.phonePlaceholder")}
          {...fieldA11y("settings-phone", errors?.phone?.message)}
          {...form.register("profile.phone")}
        />
      </FormField>
      <FormField id="settings-language" label={t("profile.language")} error={errors?.preferredLanguage?.message}>
        <NativeSelect {...fieldA11y("settings-language", errors?.preferredLanguage?.message)} {...form.register("profile.preferredLanguage")}>
          {LANGUAGES.map(({ value }) => (
            <option key={value} value={value}>
              {t(`profile.languages.${value}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="settings-address" label={t("profile.address")} error={errors?.address?.message} className="sm:col-span-2">
        <Textarea rows={2} autoComplete="street-address" {...fieldA11y("settings-address", errors?.address?.message)} {...form.register("profile.address")} />
      </FormField>
    </div>
  );
}
