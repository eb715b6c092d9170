import { AUTH_MESSAGES } from "@core/auth";
import { SETTINGS_MESSAGES } from "@core/settings";
import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "@web/ui/toast";
import { Notice } from "@web/components/Notice";
import { useCopy } from "@web/i18n/I18nProvider";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { Button } from "@web/ui/button";
import { AuthCard } from "./AuthCard";
import { resetPassword, useAuthClientSoon } from "./auth-api";
import { ChoosePasswordForm } from "./ChoosePasswordForm";
import { authCopy } from "./copy";

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
  return (
    <ChoosePasswordForm
      id="reset"
      labels={copy}
      fallbackError={AUTH_MESSAGES.authFailed}
      onDeadLink={onDeadLink}
      onPassword={async (newPassword) => {
        await resetPassword(newPassword, token);
        toast.success(SETTINGS_MESSAGES.passwordUpdated, { description: copy.done });
        navigate("/member-login", { replace: true });
      }}
    />
  );
}
