import { resetPasswordSchema } from "@core/auth";
import { INVITE_MESSAGES, type Invite } from "@core/invites";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { LoaderCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { z } from "zod";
import { Notice } from "@web/components/Notice";
import { PasswordInput } from "@web/components/PasswordInput";
import { describedBy, PasswordRule } from "@web/components/PasswordRule";
import { AuthCard } from "./AuthCard";
import { AuthFailure, resetPassword, signInMember, useAuthClientSoon } from "./auth-api";
import { useCopy, useI18n } from "@web/i18n/I18nProvider";
import { ME_QUERY_KEY, sessionStarted } from "@web/lib/session/session";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { Button } from "@web/ui/button";
import { fieldA11y, FormField } from "@web/ui/form-field";
import { toast } from "@web/ui/toast";
import { useInvite } from "./invite-api";
import { invitesCopy } from "./invite-copy";

type PasswordForm = z.infer<typeof resetPasswordSchema>;

/**
 * /invite?token=…: the operator's invitation (docs/decisions/client-invites.md). A link that was
 * used, replaced, altered or has expired gets a page that says so and changes nothing; a working
 * one sets the client's password (Better Auth's reset, the link is one of its tokens) and signs
 * them in, in the language the operator chose for them.
 */
export function InvitePage() {
  useAuthClientSoon();
  const copy = useCopy(invitesCopy);
  const [params] = useSearchParams();
  const token = params.get("token");
  const invite = useInvite(token);
  const [dead, setDead] = useState(false);
  const { setLocale } = useI18n();
  const language = invite.data?.language;
  useEffect(() => {
    if (language) setLocale(language);
  }, [language, setLocale]);

  const linkDead = dead || !token || invite.isError;
  useDocumentTitle(linkDead ? copy.deadTitle : copy.title);

  if (linkDead) {
    return (
      <AuthCard title={copy.deadTitle}>
        <Notice tone="error">{INVITE_MESSAGES.invalidLink}</Notice>
        <Button asChild>
          <Link to="/member-login">{copy.signIn}</Link>
        </Button>
      </AuthCard>
    );
  }
  if (!invite.data) {
    return (
      <AuthCard title={copy.title}>
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          {copy.checking}
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={copy.title} description={copy.lead(invite.data.name, invite.data.email)}>
      <SetPasswordForm token={token} invite={invite.data} onDeadLink={() => setDead(true)} />
    </AuthCard>
  );
}

function SetPasswordForm({ token, invite, onDeadLink }: { token: string; invite: Invite; onDeadLink: () => void }) {
  const copy = useCopy(invitesCopy);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string>();
  const form = useForm<PasswordForm>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { newPassword: "", confirmPassword: "" } });
  const { errors, isSubmitting } = form.formState;

  const onValid = async ({ newPassword }: PasswordForm) => {
    setError(undefined);
    try {
      await resetPassword(newPassword, token);
      await signInMember(invite.email, newPassword);
    } catch (err) {
      if (err instanceof AuthFailure && err.kind === "invalid-token") return onDeadLink();
      const message = err instanceof AuthFailure ? err.message : INVITE_MESSAGES.invalidLink;
      setError(message);
      toast.error(message);
      return;
    }
    toast.success(copy.signedIn);
    sessionStarted();
    await queryClient.refetchQueries({ queryKey: ME_QUERY_KEY });
    navigate("/dashboard", { replace: true });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="grid gap-5">
      {error && <Notice tone="error">{error}</Notice>}
      <input type="email" name="email" autoComplete="username" value={invite.email} readOnly hidden />
      <FormField id="invite-new" label={copy.newPassword} error={errors.newPassword?.message}>
        <PasswordInput
          autoComplete="new-password"
          {...fieldA11y("invite-new", errors.newPassword?.message)}
          {...describedBy("invite-new", "invite-new-rule", errors.newPassword?.message)}
          {...form.register("newPassword")}
        />
      </FormField>
      <PasswordRule id="invite-new-rule" />
      <FormField id="invite-confirm" label={copy.confirmPassword} error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...fieldA11y("invite-confirm", errors.confirmPassword?.message)} {...form.register("confirmPassword")} />
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting && <LoaderCircle className="animate-spin" aria-hidden="true" />}
        {isSubmitting ? copy.saving : copy.submit}
      </Button>
    </form>
  );
}
