import { messageText } from "@core/i18n/messages/message";
import { AUTH_MESSAGES } from "@core/auth-messages";
import type { ChangePassword } from "@core/settings";
import { SETTINGS_MESSAGES } from "@core/settings-messages";
import { KeyRound, LoaderCircle } from "lucide-react";
import { type FieldErrors, useForm } from "react-hook-form";
import { toast } from "@web/ui/toast";
import { PasswordInput } from "@web/components/PasswordInput";
import { describedBy, PasswordRule } from "@web/components/PasswordRule";
import { isApiError } from "@web/lib/api";
import { Button } from "@web/ui/button";
import { fieldA11y, FormField } from "@web/ui/form-field";
import { changePassword, prefetchAuthClient } from "./api";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { settingsCatalogue } from "./catalogue";
import { lazyResolver } from "@web/lib/lazy-resolver";

const resolver = lazyResolver(async () => (await import("./validation")).changePasswordResolver);

const EMPTY: ChangePassword = { currentPassword: "", newPassword: "", confirmPassword: "" };
const ORDER = ["currentPassword", "newPassword", "confirmPassword"] as const;

/** Security → password: current password required; other devices are signed out. */
export function ChangePasswordForm({ email }: { email: string }) {
  const t = useCatalogue(settingsCatalogue);
  const form = useForm<ChangePassword>({ resolver, defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const onInvalid = (invalid: FieldErrors<ChangePassword>) => {
    const first = ORDER.map((name) => invalid[name]?.message).find(Boolean);
    if (first) toast.error(first);
  };

  const onValid = async ({ currentPassword, newPassword }: ChangePassword) => {
    try {
      await changePassword(currentPassword, newPassword);
    } catch (err) {
      const message = !isApiError(err)
        ? messageText(SETTINGS_MESSAGES.profileFailed)
        : err.status === 429
          ? messageText(AUTH_MESSAGES.rateLimited)
          : err.code === "INVALID_PASSWORD"
            ? messageText(SETTINGS_MESSAGES.wrongCurrentPassword)
            : err.isClientError
              ? err.message
              : messageText(SETTINGS_MESSAGES.profileFailed);
      if (isApiError(err) && err.code === "INVALID_PASSWORD") form.setError("currentPassword", { message });
      toast.error(message);
      return;
    }
    toast.success(SETTINGS_MESSAGES.passwordUpdated, { description: t("security.othersSignedOut") });
    form.reset(EMPTY);
  };

  const err = (name: (typeof ORDER)[number]) => errors[name]?.message;
  return (
    <form
      noValidate
      onFocus={() => {
        resolver.prefetch();
        prefetchAuthClient();
      }}
      onSubmit={form.handleSubmit(onValid, onInvalid)} className="grid gap-5">
      {/* Lets password managers tie the new password to the account. */}
      <input type="text" autoComplete="username" value={email} hidden readOnly />
      <FormField id="password-current" label={t("security.current")} error={err("currentPassword")} className="sm:max-w-sm">
        <PasswordInput autoComplete="current-password" {...fieldA11y("password-current", err("currentPassword"))} {...form.register("currentPassword")} />
      </FormField>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <div className="grid gap-5">
          <FormField id="password-new" label={t("security.new")} error={err("newPassword")}>
            <PasswordInput
              autoComplete="new-password"
              {...fieldA11y("password-new", err("newPassword"))}
              {...describedBy("password-new", "password-new-rule", err("newPassword"))}
              {...form.register("newPassword")}
            />
          </FormField>
          <PasswordRule id="password-new-rule" />
        </div>
        <FormField id="password-confirm" label={t("security.confirm")} error={err("confirmPassword")}>
          <PasswordInput autoComplete="new-password" {...fieldA11y("password-confirm", err("confirmPassword"))} {...form.register("confirmPassword")} />
        </FormField>
      </div>
      <Button type="submit" variant="outline" className="justify-self-start" disabled={isSubmitting}>
        {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <KeyRound aria-hidden="true" />}
        {isSubmitting ? t("security.updating") : t("security.update")}
      </Button>
    </form>
  );
}
