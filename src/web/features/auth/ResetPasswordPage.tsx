import { AUTH_MESSAGES, resetPasswordSchema } from "@core/auth";
import { SETTINGS_MESSAGES } from "@core/settings";
import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "@web/ui/toast";
import type { z } from "zod";
import { Notice } from "@web/components/Notice";
import { useCopy } from "@web/i18n/I18nProvider";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { Button } from "@web/ui/button";
import { fieldA11y, FormField } from "@web/ui/form-field";
import { AuthCard } from "./AuthCard";
import { AuthFailure, resetPassword, useAuthClientSoon } from "./auth-api";
import { authCopy } from "./copy";
import { PasswordInput } from "@web/components/PasswordInput";
import { describedBy, PasswordRule } from "@web/components/PasswordRule";

type ResetForm = z.infer<typeof resetPasswordSchema>;

/** /reset-password?token=…: the target of the reset email (Better Auth adds ?error= for a dead link). */
export function ResetPasswordPage() {
  useAuthClientSoon();

  const copy = useCopy(authCopy).reset;
  const [params] = useSearchParams();
  const token = params.get("token");
  const [linkDead, setLinkDead] = useState(!token || params.has("error"));
  useDocumentTitle(copy.title);

  useEffect(() => {
    // Spec §4, password recovery: 'Please set your new password'.
    if (!linkDead) toast.info(AUTH_MESSAGES.setNewPassword, { id: "set-new-password" });
  }, [linkDead]);

  return (
    <AuthCard title={linkDead ? copy.missingTitle : copy.title} description={linkDead ? undefined : copy.lead}>
      {linkDead || !token ? (
        <>
          <Notice tone="error">{AUTH_MESSAGES.invalidResetLink}</Notice>
          <Button asChild>
            <Link to="/member-login">{copy.requestNew}</Link>
          </Button>
        </>
      ) : (
        <ResetForm token={token} onDeadLink={() => setLinkDead(true)} />
      )}
    </AuthCard>
  );
}

function ResetForm({ token, onDeadLink }: { token: string; onDeadLink: () => void }) {
  const copy = useCopy(authCopy).reset;
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const form = useForm<ResetForm>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { newPassword: "", confirmPassword: "" } });
  const { errors, isSubmitting } = form.formState;

  const onValid = async ({ newPassword }: ResetForm) => {
    setError(undefined);
    try {
      await resetPassword(newPassword, token);
    } catch (err) {
      if (err instanceof AuthFailure && err.kind === "invalid-token") return onDeadLink();
      const message = err instanceof AuthFailure ? err.message : AUTH_MESSAGES.authFailed;
      setError(message);
      toast.error(message);
      return;
    }
    toast.success(SETTINGS_MESSAGES.passwordUpdated, { description: copy.done });
    navigate("/member-login", { replace: true });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="grid gap-5">
      {error && <Notice tone="error">{error}</Notice>}
      <FormField id="reset-new" label={copy.newPassword} error={errors.newPassword?.message}>
        <PasswordInput
          autoComplete="new-password"
          {...fieldA11y("reset-new", errors.newPassword?.message)}
          {...describedBy("reset-new", "reset-new-rule", errors.newPassword?.message)}
          {...form.register("newPassword")}
        />
      </FormField>
      <PasswordRule id="reset-new-rule" />
      <FormField id="reset-confirm" label={copy.confirmPassword} error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...fieldA11y("reset-confirm", errors.confirmPassword?.message)} {...form.register("confirmPassword")} />
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting && <LoaderCircle className="animate-spin" aria-hidden="true" />}
        {isSubmitting ? copy.saving : copy.submit}
      </Button>
    </form>
  );
}
