import { messageText } from "@core/i18n/messages/message";
import type { SignIn } from "@core/auth";
import { AUTH_MESSAGES } from "@core/auth-messages";
import { LoaderCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@web/ui/toast";
import { Notice } from "@web/components/Notice";
import { Button } from "@web/ui/button";
import { fieldA11y, FormField } from "@web/ui/form-field";
import { AuthFailure, requestPasswordReset, type SignInResult, signInMember } from "./auth-api";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { authCatalogue } from "./catalogue";
import { PasswordInput } from "@web/components/PasswordInput";
import { useTranslate } from "@web/i18n/use-translate";
import { EmailField } from "./EmailField";
import { lazyResolver, usePrefetchOnFocus } from "@web/lib/lazy-resolver";

const loadValidation = () => import("./validation");
const resolver = lazyResolver(async () => (await loadValidation()).signInResolver);

type Props = {
  onSignedIn: (email: string) => void | Promise<void>;
  onTwoFactor: (email: string) => void;
  /** Back from the code step: the address already given, and why the code step ended. */
  defaultEmail?: string;
  initialError?: string;
};

/** Email + password sign-in with a failed-attempt counter and the 'Forgot password?' action. */
export function MemberSignInForm({ onSignedIn, onTwoFactor, defaultEmail = "", initialError }: Props) {
  const translate = useTranslate();
  const t = useCatalogue(authCatalogue);
  const [failures, setFailures] = useState(0);
  const [error, setError] = useState<{ message: string; hint?: string } | undefined>(initialError ? { message: initialError } : undefined);
  const [sendingReset, setSendingReset] = useState(false);
  const form = useForm<SignIn>({ resolver, defaultValues: { email: defaultEmail, password: "" } });
  const prefetchOnFocus = usePrefetchOnFocus(resolver);
  const { errors, isSubmitting } = form.formState;

  // Back from an expired code step with the email kept: the password is what to type next.
  useEffect(() => {
    if (initialError) form.setFocus("password");
  }, [form, initialError]);

  const onValid = async ({ email, password }: SignIn) => {
    setError(undefined);
    let result: SignInResult;
    try {
      result = await signInMember(email, password);
    } catch (err) {
      const failure = err instanceof AuthFailure ? err : new AuthFailure("other", messageText(AUTH_MESSAGES.signInFailed));
      if (failure.kind === "invalid") {
        const count = failures + 1;
        setFailures(count);
        // After more than one failed attempt the error adds a hint to reset the password.
        setError({ message: failure.message, hint: count > 1 ? messageText(AUTH_MESSAGES.resetHint) : undefined });
      } else {
        setError({ message: failure.message });
      }
      toast.error(failure.message);
      return;
    }
    setFailures(0);
    if (result === "two-factor") onTwoFactor(email);
    else await onSignedIn(email);
  };

  const forgotPassword = async () => {
    const { resetRequestSchema } = await loadValidation();
    const parsed = resetRequestSchema.safeParse({ email: form.getValues("email") });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? messageText(AUTH_MESSAGES.emailFirst);
      form.setError("email", { message });
      form.setFocus("email");
      toast.error(message);
      return;
    }
    setSendingReset(true);
    try {
      await requestPasswordReset(parsed.data.email);
      toast.success(AUTH_MESSAGES.resetSent);
    } catch (err) {
      toast.error(err instanceof AuthFailure && err.kind === "rate-limited" ? err.message : messageText(AUTH_MESSAGES.resetFailed));
    } finally {
      setSendingReset(false);
    }
  };

  return (
    <form noValidate {...prefetchOnFocus} onSubmit={form.handleSubmit(onValid)} className="grid gap-5">
      {error && (
        <Notice tone="error">
          <p>{translate(error.message)}</p>
          {error.hint && <p>{translate(error.hint)}</p>}
        </Notice>
      )}
      <EmailField id="login-email" label={t("email")} error={errors.email?.message} autoComplete="username" placeholder={t("emailPlaceholder")} field={form.register("email")} />
      <FormField id="login-password" label={t("password")} error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...fieldA11y("login-password", errors.password?.message)} {...form.register("password")} />
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting && <LoaderCircle className="animate-spin" aria-hidden="true" />}
        {isSubmitting ? t("signingIn") : t("signIn")}
      </Button>
      <Button variant="link" size="flush" className="h-auto justify-self-start" onClick={forgotPassword} disabled={sendingReset}>
        {sendingReset ? t("member.sending") : t("member.forgot")}
      </Button>
    </form>
  );
}
