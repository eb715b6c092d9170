import { messageText } from "@core/i18n/messages/message";
import type { SignUp } from "@core/auth";
import { AUTH_MESSAGES } from "@core/auth-messages";
import { LoaderCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@web/ui/toast";
import { Notice } from "@web/components/Notice";
import { useI18n } from "@web/i18n/I18nProvider";
import { useTranslate } from "@web/i18n/use-translate";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { Button } from "@web/ui/button";
import { fieldA11y, FormField } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { AuthFailure, signUpMember } from "./auth-api";
import { authCatalogue } from "./catalogue";
import { PasswordInput } from "@web/components/PasswordInput";
import { describedBy, PasswordRule } from "@web/components/PasswordRule";
import { EmailField } from "./EmailField";
import { lazyResolver, usePrefetchOnFocus } from "@web/lib/lazy-resolver";

const resolver = lazyResolver(async () => (await import("./validation")).signUpResolver);

/**
 * Registration, then its next step in the form's place: check the mail, then sign in (with the
 * address filled in). No emptied form that invites a second sign-up, and no switch on a timer
 * while the person is still reading (docs/decisions/0042-one-confirmation-per-success.md).
 */
export function SignUpForm({ onDone }: { onDone: (email: string) => void }) {
  const t = useCatalogue(authCatalogue);
  const { locale } = useI18n();
  const translate = useTranslate();
  const [error, setError] = useState<string>();
  const [registered, setRegistered] = useState<string | null>(null);
  const form = useForm<SignUp>({ resolver, defaultValues: { name: "", email: "", password: "" } });
  const prefetchOnFocus = usePrefetchOnFocus(resolver);
  const { errors, isSubmitting } = form.formState;
  const next = useRef<HTMLDivElement>(null);
  // The focus was on the button that is gone: it moves to what to do next, which is read out.
  useEffect(() => {
    if (registered) next.current?.focus();
  }, [registered]);

  const onValid = async ({ name, email, password }: SignUp) => {
    setError(undefined);
    try {
      await signUpMember(name, email, password, locale);
    } catch (err) {
      const message = err instanceof AuthFailure ? err.message : messageText(AUTH_MESSAGES.signUpFailed);
      setError(message);
      toast.error(message);
      return;
    }
    setRegistered(email);
  };

  if (registered) {
    return (
      <div ref={next} tabIndex={-1} className="grid gap-5 outline-none">
        <Notice tone="success">
          <p className="font-medium">{translate(AUTH_MESSAGES.registered)}</p>
          <p>{t("member.nextStep", { email: registered })}</p>
        </Notice>
        <Button onClick={() => onDone(registered)}>{t("member.toSignInNext")}</Button>
      </div>
    );
  }

  const passwordError = errors.password?.message;
  return (
    <form noValidate {...prefetchOnFocus} onSubmit={form.handleSubmit(onValid)} className="grid gap-5">
      {error && <Notice tone="error">{error}</Notice>}
      <FormField id="signup-name" label={t("fullName")} error={errors.name?.message}>
        <Input autoComplete="name" {...fieldA11y("signup-name", errors.name?.message)} {...form.register("name")} />
      </FormField>
      <EmailField id="signup-email" label={t("email")} error={errors.email?.message} autoComplete="email" placeholder={t("emailPlaceholder")} field={form.register("email")} />
      <FormField id="signup-password" label={t("password")} error={passwordError}>
        <PasswordInput
          autoComplete="new-password"
          {...fieldA11y("signup-password", passwordError)}
          {...describedBy("signup-password", "signup-password-rule", passwordError)}
          {...form.register("password")}
        />
      </FormField>
      <PasswordRule id="signup-password-rule" />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting && <LoaderCircle className="animate-spin" aria-hidden="true" />}
        {isSubmitting ? t("member.creating") : t("member.createAccount")}
      </Button>
    </form>
  );
}
