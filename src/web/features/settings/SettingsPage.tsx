import { SHELL_NOTIFICATION_KINDS, SHELL_SWITCH_TOKENS } from "@core/shell-tokens";
import type { Settings, settingsSchema } from "@core/settings";
import { SETTINGS_MESSAGES } from "@core/settings-messages";
import { Bell, Building2, CalendarClock, LoaderCircle, Lock, MessageSquareText, Save, ShieldCheck, UserRound } from "lucide-react";
import { lazy, Suspense, useEffect } from "react";
import { Controller, type FieldErrors, useForm } from "react-hook-form";
import { Link, useLocation } from "react-router";
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
import { AccountSettings } from "./AccountSettings";
import { useInFirstFrame } from "@web/lib/first-frame";
import { lazyResolver } from "@web/lib/lazy-resolver";

const resolver = lazyResolver(async () => (await import("./validation")).settingsResolver);

// Administrators only, and asked of the server on sight: its code and words stay out of everyone else's settings.
const HealthSettings = lazy(() => import("./HealthSettings").then((m) => ({ default: m.HealthSettings })));


/** /dashboard/settings: every part is stored server-side. A member's page saves with one button; an administrator's is OperatorSettings. */
export function SettingsPage() {
  const t = useCatalogue(settingsCatalogue);
  const { setLocale } = useI18n();
  const me = useCurrentUser();
  const save = useSaveSettings();
  const frame = useInFirstFrame();
  // The sticky Save All Settings bar (48 px, 16 px off the bottom) must not cover the field in focus.
  useScrollPaddingBottom("5.5rem");
  const { hash } = useLocation();
  useDocumentTitle(t("title"));

  const form = useForm<z.input<typeof settingsSchema>, unknown, Settings>({
    resolver,
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

  if (me.user.role === "admin") return <OperatorSettings />;

  return (
    // One form across the sections: its check is fetched as soon as anything on the page takes the focus (a switch, the Save button).
    // biome-ignore lint/a11y/noStaticElementInteractions: the focus of the page's own controls only starts a fetch; nothing here acts on it
    <div className="grid max-w-4xl gap-6" onFocus={resolver.prefetch}>
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
          {SHELL_NOTIFICATION_KINDS.map((kind) => (
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
                  frameState={frame ? SHELL_SWITCH_TOKENS[kind] : undefined}
                />
              )}
            />
          ))}
        </div>
      </SettingsSection>
      <SettingsSection title={t("privacy.title")} lead={t("privacy.lead")} icon={ShieldCheck}>
        <DangerZone />
      </SettingsSection>
      <div className="sticky bottom-4 z-10 flex justify-end">
        <Button size="lg" variant="raised" onClick={() => void submit()} disabled={saving}>
          {saving ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
          {saving ? t("saving") : t("save")}
        </Button>
      </div>
    </div>
  );
}

/**
 * The administrator's Settings: their own account (name, sign-in address, password, two-factor,
 * deletion) apart from the business (seller, prices, availability, replies and calendar feed).
 * Every part has its own Save and its own confirmation; nothing is saved by another part's button.
 */
function OperatorSettings() {
  const t = useCatalogue(settingsCatalogue);
  const me = useCurrentUser();
  return (
    <div className="grid max-w-4xl gap-6">
      <DashboardPageHeader title={t("title")} description={t("operatorLead")} />
      <SettingsSection id="account" title={t("account.title")} lead={t("account.lead")} icon={UserRound}>
        <AccountSettings />
      </SettingsSection>
      <SettingsSection id="security" title={t("security.title")} lead={t("security.lead")} icon={Lock}>
        <ChangePasswordForm email={me.user.email} />
        <TwoFactorSettings />
      </SettingsSection>
      <SettingsSection id="notifications" title={t("notifications.title")} lead={t("notifications.operatorLead")} icon={Bell}>
        <p className="text-sm">
          <Link to="#business" className="font-medium text-primary underline underline-offset-4">
            {t("notifications.operatorLink")}
          </Link>
        </p>
      </SettingsSection>
      <SettingsSection id="privacy" title={t("privacy.title")} lead={t("privacy.lead")} icon={ShieldCheck}>
        <DangerZone soleAdmin={me.soleAdmin} />
      </SettingsSection>
      <SettingsSection id="business" title={t("business.title")} lead={t("business.lead")} icon={Building2}>
        <BusinessSettings />
      </SettingsSection>
      <SettingsSection id="availability" title={t("availability.title")} lead={t("availability.lead")} icon={CalendarClock}>
        <AvailabilitySettings />
      </SettingsSection>
      <SettingsSection id="elsewhere" title={t("elsewhere.title")} lead={t("elsewhere.lead")} icon={MessageSquareText}>
        <ul className="grid gap-2 text-sm">
          <li>
            <Link to="/dashboard/messages" className="font-medium text-primary underline underline-offset-4">
              {t("elsewhere.cannedReplies")}
            </Link>
          </li>
          <li>
            <Link to="/dashboard/calendar" className="font-medium text-primary underline underline-offset-4">
              {t("elsewhere.calendarFeed")}
            </Link>
          </li>
        </ul>
      </SettingsSection>
      <Suspense fallback={null}>
        <HealthSettings />
      </Suspense>
    </div>
  );
}
