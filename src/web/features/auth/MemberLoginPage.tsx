import { messageText } from "@core/i18n/messages/message";
import { AUTH_MESSAGES } from "@core/auth-messages";
import { useCallback, useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { Notice } from "@web/components/Notice";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { Button } from "@web/ui/button";
import { AuthCard } from "./AuthCard";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { authCatalogue } from "./catalogue";
import { MemberSignInForm } from "./MemberSignInForm";
import { RedirectIfSignedIn } from "./RedirectIfSignedIn";
import { SignUpForm } from "./SignUpForm";
import { TwoFactorChallenge } from "./TwoFactorChallenge";
import { useFinishSignIn } from "./use-sign-in-redirect";
import { signedInBefore, useAuthClientSoon } from "./auth-api";

/** `email` and `error` carry a sign-in back from an expired code step. */
type Mode = { step: "sign-in"; email?: string; error?: string } | { step: "sign-up" } | { step: "two-factor"; email: string };

/** /member-login: sign-in, registration and the two-factor step, on one card. */
export function MemberLoginPage() {
  useAuthClientSoon();

  return (
    <RedirectIfSignedIn>
      <MemberLogin />
    </RedirectIfSignedIn>
  );
}

function MemberLogin() {
  const t = useCatalogue(authCatalogue);
  const [params] = useSearchParams();
  const location = useLocation();
  const [mode, setMode] = useState<Mode>({ step: "sign-in" });
  const finish = useFinishSignIn();
  useDocumentTitle(t("member.title"));

  const toSignIn = useCallback((email?: string) => setMode({ step: "sign-in", email }), []);
  // "Welcome back" only to a member who has signed in before; the first sign-in is a welcome.
  const welcome = async (email: string) => finish(messageText((await signedInBefore()) ? AUTH_MESSAGES.welcomeBack(email) : AUTH_MESSAGES.welcomeFirst(email)));

  const signingUp = mode.step === "sign-up";
  const footer =
    mode.step === "two-factor" ? undefined : (
      <>
        <p>
          {signingUp ? t("member.haveAccount") : t("member.noAccount")}{" "}
          <Button variant="link" size="inline" className="h-auto" onClick={() => setMode({ step: signingUp ? "sign-in" : "sign-up" })}>
            {signingUp ? t("member.toSignIn") : t("member.toSignUp")}
          </Button>
        </p>
        <Link to={{ pathname: "/auth", search: location.search }} className="underline-offset-4 hover:text-foreground hover:underline">
          {t("member.adminLink")}
        </Link>
      </>
    );

  return (
    <AuthCard
      title={signingUp ? t("member.signUpTitle") : t("member.signInTitle")}
      description={signingUp ? t("member.signUpLead") : t("member.signInLead")}
      footer={footer}
    >
      {mode.step === "sign-in" && params.get("verified") === "1" && !params.has("error") && <Notice tone="success">{t("member.verified")}</Notice>}
      {mode.step === "sign-in" && params.has("error") && <Notice tone="error">{t("member.verifyFailed")}</Notice>}
      {mode.step === "sign-in" && (
        <MemberSignInForm
          defaultEmail={mode.email}
          initialError={mode.error}
          onSignedIn={welcome}
          onTwoFactor={(email) => setMode({ step: "two-factor", email })}
        />
      )}
      {mode.step === "sign-up" && <SignUpForm onDone={toSignIn} />}
      {mode.step === "two-factor" && (
        <TwoFactorChallenge
          onVerified={() => welcome(mode.email)}
          onCancel={() => toSignIn()}
          onExpired={(error) => setMode({ step: "sign-in", email: mode.email, error })}
        />
      )}
    </AuthCard>
  );
}
