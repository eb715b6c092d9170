import { messageText } from "@core/i18n/messages/message";
import { AUTH_MESSAGES, resetPasswordSchema } from "@core/auth";
import { textsOf } from "@core/i18n/catalogue";
import { zodResolver } from "@web/lib/zod-resolver";
import { LoaderCircle } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Notice } from "@web/components/Notice";
import { PasswordInput } from "@web/components/PasswordInput";
import { describedBy, PasswordRule } from "@web/components/PasswordRule";
import { Button } from "@web/ui/button";
import { fieldA11y, FormField } from "@web/ui/form-field";
import { toast } from "@web/ui/toast";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { AuthFailure, resetPassword } from "./auth-api";
import { authCatalogue } from "./catalogue";

type Values = z.infer<typeof resetPasswordSchema>;

/**
 * A new password and its confirmation, for a mailed link's page (/reset-password, /invite), worded
 * from that page's texts (`id` is their prefix in the catalogue).
 * The password is set with the link's `token`, then `onSaved` runs; a dead link (Better Auth's INVALID_TOKEN) calls `onDeadLink`, any
 * other refusal is shown on the form (Better Auth's message, else "Authentication failed").
 */
export function ChoosePasswordForm({
  id,
  token,
  onSaved,
  onDeadLink,
  children,
}: {
  id: "invite" | "reset";
  token: string;
  onSaved: (newPassword: string) => Promise<void> | void;
  onDeadLink: () => void;
  children?: ReactNode;
}) {
  const t = useCatalogue(authCatalogue);
  const labels = id === "invite" ? textsOf(t, "invite", ["newPassword", "confirmPassword", "submit", "saving"]) : textsOf(t, "reset", ["newPassword", "confirmPassword", "submit", "saving"]);
  const [error, setError] = useState<string>();
  const form = useForm<Values>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { newPassword: "", confirmPassword: "" } });
  const { errors, isSubmitting } = form.formState;

  const onValid = async ({ newPassword }: Values) => {
    setError(undefined);
    try {
      await resetPassword(newPassword, token);
      await onSaved(newPassword);
    } catch (err) {
      if (err instanceof AuthFailure && err.kind === "invalid-token") return onDeadLink();
      const message = err instanceof AuthFailure ? err.message : messageText(AUTH_MESSAGES.authFailed);
      setError(message);
      toast.error(message);
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="grid gap-5">
      {error && <Notice tone="error">{error}</Notice>}
      {children}
      <FormField id={`${id}-new`} label={labels.newPassword} error={errors.newPassword?.message}>
        <PasswordInput
          autoComplete="new-password"
          {...fieldA11y(`${id}-new`, errors.newPassword?.message)}
          {...describedBy(`${id}-new`, `${id}-new-rule`, errors.newPassword?.message)}
          {...form.register("newPassword")}
        />
      </FormField>
      <PasswordRule id={`${id}-new-rule`} />
      <FormField id={`${id}-confirm`} label={labels.confirmPassword} error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...fieldA11y(`${id}-confirm`, errors.confirmPassword?.message)} {...form.register("confirmPassword")} />
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting && <LoaderCircle className="animate-spin" aria-hidden="true" />}
        {isSubmitting ? labels.saving : labels.submit}
      </Button>
    </form>
  );
}
