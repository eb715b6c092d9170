import type { ProfileInput, profileSchema } from "@core/settings";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { localeFor, useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { useCurrentUser } from "@web/lib/session/current-user";
import { savedOrToast } from "@web/lib/saved-or-toast";
import { fieldA11y, FormField } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { toast } from "@web/ui/toast";
import { useSaveAccount } from "./api";
import { settingsCatalogue } from "./catalogue";
import { ChangeEmailDialog } from "./ChangeEmailDialog";
import { LanguageField, PhoneField } from "./ProfileInformationFields";
import { SaveButton } from "./SaveButton";
import { useInFirstFrame } from "@web/lib/first-frame";
import { lazyResolver } from "@web/lib/lazy-resolver";

const resolver = lazyResolver(async () => (await import("./validation")).accountResolver);

/**
 * The administrator's own account: name, phone and language with their own Save, and the
 * sign-in address they change themselves (there is no support above them).
 */
export function AccountSettings() {
  const t = useCatalogue(settingsCatalogue);
  const { setLocale } = useI18n();
  const me = useCurrentUser();
  const save = useSaveAccount();
  const form = useForm<z.input<typeof profileSchema>, unknown, ProfileInput>({
    resolver,
    defaultValues: { fullName: me.profile.fullName, phone: me.profile.phone, preferredLanguage: me.profile.preferredLanguage },
  });
  const { errors, isSubmitting } = form.formState;
  // The first frame has no form code to fill the fields (the build draws it, the server puts the values in).
  const values = useInFirstFrame() ? me.profile : undefined;

  const submit = form.handleSubmit(async (values) => {
    if (!(await savedOrToast(save.mutateAsync(values)))) return;
    toast.success(t("account.saved"));
    setLocale(localeFor(values.preferredLanguage));
    form.reset(values);
  });

  return (
    <form noValidate onFocus={resolver.prefetch} onSubmit={submit} className="grid gap-5" aria-label={t("account.title")}>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField id="account-full-name" label={t("profile.fullName")} error={errors.fullName?.message}>
          <Input autoComplete="name" defaultValue={values?.fullName} {...fieldA11y("account-full-name", errors.fullName?.message)} {...form.register("fullName")} />
        </FormField>
        <FormField id="account-email" label={t("profile.email")} hint={t("account.emailHint")}>
          <div className="flex flex-wrap items-center gap-2">
            <Input value={me.user.email} readOnly aria-readonly="true" tone="muted" className="min-w-0 flex-1" {...fieldA11y("account-email", undefined, true)} />
            <ChangeEmailDialog />
          </div>
        </FormField>
        <PhoneField id="account-phone" error={errors.phone?.message} registration={form.register("phone")} frameValue={values?.phone} />
        <LanguageField id="account-language" error={errors.preferredLanguage?.message} registration={form.register("preferredLanguage")} frameValue={values?.preferredLanguage} />
      </div>
      <SaveButton saving={isSubmitting} savingLabel={t("saving")}>
        {t("account.save")}
      </SaveButton>
    </form>
  );
}
