import { messageText } from "@core/i18n/messages/message";
import type { SignIn } from "@core/auth";
import { AUTH_MESSAGES } from "@core/auth-messages";
import { LoaderCircle, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation } from "react-router";
import { toast } from "@web/ui/toast";
import { Notice } from "@web/components/Notice";
import { useMessagesNow, useTranslate } from "@web/i18n/use-translate";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { Button } from "@web/ui/button";
import { fieldA11y, FormField } from "@web/ui/form-field";
import { EmailField } from "./EmailField";
import { AuthCard } from "./AuthCard";
import { AuthFailure, signInAdmin } from "./auth-api";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { authCatalogue } from "./catalogue";
import { PasswordInput } from "@web/components/PasswordInput";
import { RedirectIfSignedIn } from "./RedirectIfSignedIn";
import { TwoFactorChallenge } from "./TwoFactorChallenge";
import { useFinishSignIn } from "./use-sign-in-redirect";
import { lazyResolver, usePrefetchOnFocus } from "@web/lib/lazy-resolver";

const resolver = lazyResolver(async () => (await import("./validation")).signInResolver);

/** /auth: administrator sign-in. The server decides who is an admin; no sign-up here. */
export function AdminSignInPage() {
  return (
    <RedirectIfSignedIn>
      <AdminSignIn />
    </RedirectIfSignedIn>
  );
}

function AdminSignIn() {
  const t = useCatalogue(authCatalogue);
  const translate = useTranslate();
  // The footer says a message (AUTH_MESSAGES.selfRegistrationDisabled) in the first render.
  useMessagesNow();
  const location = useLocation();
  const finish = useFinishSignIn();
  const [twoFactor, setTwoFactor] = useState(false);
  const [error, setError] = useState<string>();
  const form = useForm<SignIn>({ resolver, defaultValues: { email: "", password: "" } });
  const prefetchOnFocus = usePrefetchOnFocus(resolver);
  const { errors, isSubmitting } = form.formState;
  useDocumentTitle(t("admin.title"));

  const welcome = () => finish(messageText(AUTH_MESSAGES.welcomeAdmin));

  const onValid = async ({ email, password }: SignIn) => {
    setError(undefined);
    try {
      const result = await signInAdmin(email, password);
      if (result === "two-factor") setTwoFactor(true);
      else await welcome();
    } catch (err) {
      const message = err instanceof AuthFailure ? err.message : messageText(AUTH_MESSAGES.authFailed);
      setError(message);
      toast.error(message);
    }
  };

  return (
    <AuthCard
      title={t("admin.title")}
      description={t("admin.lead")}
      footer={
        twoFactor ? undefined : (
          <>
            <p>{translate(AUTH_MESSAGES.selfRegistrationDisabled)}</p>
            <Link to={{ pathname: "/member-login", search: location.search }} className="underline-offset-4 hover:text-foreground hover:underline">
              {t("admin.memberLink")}
            </Link>
          </>
        )
      }
    >
      {twoFactor ? (
        <TwoFactorChallenge
          onVerified={welcome}
          onCancel={() => setTwoFactor(false)}
          onExpired={(message) => {
            setTwoFactor(false);
            setError(message);
          }}
        />
      ) : (
        <form noValidate {...prefetchOnFocus} onSubmit={form.handleSubmit(onValid)} className="grid gap-5">
          {error && <Notice tone="error">{error}</Notice>}
          <EmailField id="admin-email" label={t("email")} error={errors.email?.message} autoComplete="username" field={form.register("email")} />
          <FormField id="admin-password" label={t("password")} error={errors.password?.message}>
            <PasswordInput autoComplete="current-password" {...fieldA11y("admin-password", errors.password?.message)} {...form.register("password")} />
          </FormField>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}
            {isSubmitting ? t("signingIn") : t("signIn")}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
