import { AUTH_MESSAGES } from "@core/auth-messages";
import { LANGUAGES } from "@core/clients-constants";
import type { ProfileInput, profileSchema } from "@core/settings";
import { SETTINGS_MESSAGES } from "@core/settings-messages";
import { Save } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { toast } from "@web/ui/toast";
import type { z } from "zod";
import { DashboardPageHeader } from "@web/components/DashboardPageHeader";
import { useCurrentUser } from "@web/lib/session/current-user";
import { localeFor, useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { savedOrToast } from "@web/lib/saved-or-toast";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { Card, CardContent } from "@web/ui/card";
import { fieldA11y, FormField } from "@web/ui/form-field";
import { LabelledInput } from "@web/ui/labelled-input";
import { NativeSelect, SelectOptions } from "@web/ui/native-select";
import { useUpdateProfile } from "./api";
import { profileCatalogue } from "./catalogue";
import { SubmitButton } from "@web/ui/form-dialog-submit";
import { useInFirstFrame } from "@web/lib/first-frame";
import { lazyResolver } from "@web/lib/lazy-resolver";

const resolver = lazyResolver(async () => (await import("./validation")).profileResolver);

/** /dashboard/profile: Full Name, Phone, Preferred Language, Save Changes. */
export function ProfilePage() {
  const t = useCatalogue(profileCatalogue);
  const { setLocale } = useI18n();
  const { profile } = useCurrentUser();
  const update = useUpdateProfile();
  useDocumentTitle(t("title"));
  // The first frame (drawn by the build, with the server's values put in) has no form code to fill the fields: they carry their values.
  const frame = useInFirstFrame();

  const form = useForm<z.input<typeof profileSchema>, unknown, ProfileInput>({
    resolver,
    defaultValues: { fullName: profile.fullName, phone: profile.phone, preferredLanguage: profile.preferredLanguage },
  });
  const { errors, isSubmitting } = form.formState;

  const onValid = async (values: ProfileInput) => {
    if (!(await savedOrToast(update.mutateAsync(values)))) return;
    // 'Profile updated!', and the user-updated event's 'Your profile has been updated'.
    toast.success(SETTINGS_MESSAGES.profileSaved, { description: AUTH_MESSAGES.profileUpdated });
    setLocale(localeFor(values.preferredLanguage));
    form.reset(values);
  };

  return (
    <div className="grid max-w-2xl gap-6">
      <DashboardPageHeader title={t("title")} description={t("lead")} />
      <Card>
        <CardContent>
          <form noValidate onFocus={resolver.prefetch} onSubmit={form.handleSubmit(onValid)} className="grid gap-5">
            <LabelledInput
              id="profile-full-name"
              label={t("fullName")}
              error={errors.fullName?.message}
              autoComplete="name"
              defaultValue={frame ? profile.fullName : undefined}
              {...form.register("fullName")}
            />
            <LabelledInput
              id="profile-phone"
              label={t("phone")}
              error={errors.phone?.message}
              type="tel"
              autoComplete="tel"
              defaultValue={frame ? profile.phone : undefined}
              {...form.register("phone")}
            />
            <FormField id="profile-language" label={t("language")} error={errors.preferredLanguage?.message}>
              <NativeSelect
                defaultValue={frame ? profile.preferredLanguage : undefined}
                {...fieldA11y("profile-language", errors.preferredLanguage?.message)}
                {...form.register("preferredLanguage")}
              >
                <SelectOptions values={LANGUAGES} label={(value) => t(`languages.${value}`)} />
              </NativeSelect>
            </FormField>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
              <SubmitButton pending={isSubmitting} icon={<Save aria-hidden="true" />} pendingLabel={t("saving")}>
                {t("save")}
              </SubmitButton>
              <Link to="/dashboard/settings" className="text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
                {t("moreSettings")}
              </Link>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
