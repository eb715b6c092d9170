import { type NotificationKind, SETTINGS_MESSAGES, type Settings, settingsSchema } from "@core/settings";
import { zodResolver } from "@hookform/resolvers/zod";
import { Bell, Building2, CalendarClock, LoaderCircle, Lock, Save, ShieldCheck, UserRound } from "lucide-react";
import { lazy, Suspense, useEffect } from "react";
import { Controller, type FieldErrors, useForm } from "react-hook-form";
import { useLocation } from "react-router";
import { toast } from "@web/ui/toast";
import type { z } from "zod";
import { DashboardPageHeader } from "@web/components/DashboardPageHeader";
import { useCurrentUser } from "@web/lib/session/current-user";
import { localeFor, useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { savedOrToast } from "@web/lib/saved-or-toast";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { useScrollPaddingBottom } from "@web/lib/use-scroll-padding";
import { Button } from "@web/ui/button";
import { useSaveSettings } from "./api";
import { ChangePasswordForm } from "./ChangePasswordForm";
import { settingsCatalogue } from "./catalogue";
import { DangerZone } from "./DangerZone";
import { PreferenceSwitch } from "./PreferenceSwitch";
import { ProfileInformationFields } from "./ProfileInformationFields";
import { SettingsSection } from "./SettingsSection";
import { TwoFactorSettings } from "./TwoFactorSettings";
import { AvailabilitySettings } from "./AvailabilitySettings";
import { BusinessSettings } from "./BusinessSettings";

// Administrators only, and asked of the server on sight: its code and words stay out of everyone else's settings.
const HealthSettings = lazy(() => import("./HealthSettings").then((m) => ({ default: m.HealthSettings })));

const NOTIFICATION_KINDS: NotificationKind[] = ["email", "taskUpdates", "documentUpdates", "paymentReceipts", "promotions"];

/** /dashboard/settings: every part is stored server-side (DESIGN §1.5). */
export function SettingsPage() {
  const t = useCatalogue(settingsCatalogue);
  const { setLocale } = useI18n();
  const me = useCurrentUser();
  const save = useSaveSettings();
  // The sticky Save All Settings bar (48 px, 16 px off the bottom) must not cover the field in focus.
  useScrollPaddingBottom("5.5rem");
  const { hash } = useLocation();
  useDocumentTitle(t("title"));

  const form = useForm<z.input<typeof settingsSchema>, unknown, Settings>({
    resolver: zodResolver(settingsSchema),
    defaultValues: { profile: me.profile, notifications: me.notifications },
  });

  // The 2FA banner links to #security.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: "start" });
  }, [hash]);

  const onInvalid = (errors: FieldErrors<z.input<typeof settingsSchema>>) => {
    const p = errors.profile;
    const first = p?.fullName?.message ?? p?.phone?.message ?? p?.address?.message ?? p?.preferredLanguage?.message;
    toast.error(SETTINGS_MESSAGES.profileFailed, { description: first });
  };

  const onValid = async (values: Settings) => {
    if (!(await savedOrToast(save.mutateAsync(values)))) return;
    toast.success(SETTINGS_MESSAGES.saved);
    setLocale(localeFor(values.profile.preferredLanguage));
    form.reset(values);
  };
  const submit = form.handleSubmit(onValid, onInvalid);
  const saving = form.formState.isSubmitting;

  return (
    <div className="grid max-w-4xl gap-6">
      <DashboardPageHeader title={t("title")} description={t("lead")} />
      <SettingsSection title={t("profile.title")} lead={t("profile.lead")} icon={UserRound}>
        <form noValidate onSubmit={submit}>
          <ProfileInformationFields form={form} email={me.user.email} />
        </form>
      </SettingsSection>
      <SettingsSection id="security" title={t("security.title")} lead={t("security.lead")} icon={Lock}>
        <ChangePasswordForm email={me.user.email} />
        <TwoFactorSettings />
      </SettingsSection>
      <SettingsSection title={t("notifications.title")} lead={t("notifications.lead")} icon={Bell}>
        <div className="grid gap-3">
          {NOTIFICATION_KINDS.map((kind) => (
            <Controller
              key={kind}
              control={form.control}
              name={`notifications.${kind}`}
              render={({ field }) => (
                <PreferenceSwitch
                  id={`notify-${kind}`}
                  label={t(`notifications.${kind}.label`)}
                  description={t(`notifications.${kind}.description`)}
                  checked={field.value}
                  onChange={field.onChange}
                />
              )}
            />
          ))}
        </div>
      </SettingsSection>
      {/* The operator's booking hours (issue 27): its own form and Save, outside Save All Settings. */}
      {me.user.role === "admin" && (
        <SettingsSection id="availability" title={t("availability.title")} lead={t("availability.lead")} icon={CalendarClock}>
          <AvailabilitySettings />
        </SettingsSection>
      )}
      {/* The business's own settings (seller, VAT, notification address, prices): apart from the operator's profile. */}
      {me.user.role === "admin" && (
        <SettingsSection id="business" title={t("business.title")} lead={t("business.lead")} icon={Building2}>
          <BusinessSettings />
        </SettingsSection>
      )}
      {me.user.role === "admin" && (
        <Suspense fallback={null}>
          <HealthSettings />
        </Suspense>
      )}
      <SettingsSection title={t("privacy.title")} lead={t("privacy.lead")} icon={ShieldCheck}>
        <DangerZone />
      </SettingsSection>
      <div className="sticky bottom-4 z-10 flex justify-end">
        <Button size="lg" onClick={() => void submit()} disabled={saving} className="shadow-lg">
          {saving ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
          {saving ? t("saving") : t("save")}
        </Button>
      </div>
    </div>
  );
}
