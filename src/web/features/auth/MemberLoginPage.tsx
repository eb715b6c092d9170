import { AUTH_MESSAGES } from "@core/auth-messages";
import { useCallback, useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { Notice } from "@web/components/Notice";
import { useCopy } from "@web/i18n/I18nProvider";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { Button } from "@web/ui/button";
import { AuthCard } from "./AuthCard";
import { authCopy } from "./copy";
import { MemberSignInForm } from "./MemberSignInForm";
import { RedirectIfSignedIn } from "./RedirectIfSignedIn";
import { SignUpForm } from "./SignUpForm";
import { TwoFactorChallenge } from "./TwoFactorChallenge";
import { useFinishSignIn } from "./use-sign-in-redirect";
import { useAuthClientSoon } from "./auth-api";

/** `email` and `error` carry a sign-in back from an expired code step. */
type Mode = { step: "sign-in"; email?: string; error?: string } | { step: "sign-up" } | { step: "two-factor"; email: string };

/** /member-login: sign-in, registration and the two-factor step, on one card (spec §2). */
export function MemberLoginPage() {
  useAuthClientSoon();

  return (
    <RedirectIfSignedIn>
      <MemberLogin />
    </RedirectIfSignedIn>
  );
}

function MemberLogin() {
  const copy = useCopy(authCopy);
  const [params] = useSearchParams();
  const location = useLocation();
  const [mode, setMode] = useState<Mode>({ step: "sign-in" });
  const finish = useFinishSignIn();
  useDocumentTitle(copy.member.title);

  const toSignIn = useCallback(() => setMode({ step: "sign-in" }), []);
  const welcome = (email: string) => finish(AUTH_MESSAGES.welcomeBack(email));

  const signingUp = mode.step === "sign-up";
  const footer =
    mode.step === "two-factor" ? undefined : (
      <>
        <p>
          {signingUp ? copy.member.haveAccount : copy.member.noAccount}{" "}
          <Button variant="link" className="h-auto min-h-0 p-0" onClick={() => setMode({ step: signingUp ? "sign-in" : "sign-up" })}>
            {signingUp ? copy.member.toSignIn : copy.member.toSignUp}
          </Button>
        </p>
        <Link to={{ pathname: "/auth", search: location.search }} className="underline-offset-4 hover:text-foreground hover:underline">
          {copy.member.adminLink}
        </Link>
      </>
    );

  return (
    <AuthCard
      title={signingUp ? copy.member.signUpTitle : copy.member.signInTitle}
      description={signingUp ? copy.member.signUpLead : copy.member.signInLead}
      footer={footer}
    >
      {mode.step === "sign-in" && params.get("verified") === "1" && !params.has("error") && <Notice tone="success">{copy.member.verified}</Notice>}
      {mode.step === "sign-in" && params.has("error") && <Notice tone="error">{copy.member.verifyFailed}</Notice>}
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
          onCancel={toSignIn}
          onExpired={(error) => setMode({ step: "sign-in", email: mode.email, error })}
        />
      )}
    </AuthCard>
  );
}
