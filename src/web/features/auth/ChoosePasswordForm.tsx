import { AUTH_MESSAGES, resetPasswordSchema } from "@core/auth";
import { zodResolver } from "@hookform/resolvers/zod";
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
import { AuthFailure } from "./auth-api";

type Values = z.infer<typeof resetPasswordSchema>;
type Labels = { newPassword: string; confirmPassword: string; submit: string; saving: string };

/**
 * A new password and its confirmation, for a mailed link's page (/reset-password, /invite).
 * `onPassword` uses the link; a dead link (Better Auth's INVALID_TOKEN) calls `onDeadLink`, any
 * other refusal is shown on the form (Better Auth's message, else "Authentication failed").
 */
export function ChoosePasswordForm({
  id,
  labels,
  onPassword,
  onDeadLink,
  children,
}: {
  id: string;
  labels: Labels;
  onPassword: (newPassword: string) => Promise<void>;
  onDeadLink: () => void;
  children?: ReactNode;
}) {
  const [error, setError] = useState<string>();
  const form = useForm<Values>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { newPassword: "", confirmPassword: "" } });
  const { errors, isSubmitting } = form.formState;

  const onValid = async ({ newPassword }: Values) => {
    setError(undefined);
    try {
      await onPassword(newPassword);
    } catch (err) {
      if (err instanceof AuthFailure && err.kind === "invalid-token") return onDeadLink();
      const message = err instanceof AuthFailure ? err.message : AUTH_MESSAGES.authFailed;
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
