import { AUTH_MESSAGES } from "@core/auth-messages";
import { SETTINGS_MESSAGES } from "@core/settings";
import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "@web/ui/toast";
import { Notice } from "@web/components/Notice";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { Button } from "@web/ui/button";
import { AuthCard } from "./AuthCard";
import { useAuthClientSoon } from "./auth-api";
import { ChoosePasswordForm } from "./ChoosePasswordForm";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { authCatalogue } from "./catalogue";

/** /reset-password?token=…: the target of the reset email (Better Auth adds ?error= for a dead link). */
export function ResetPasswordPage() {
  useAuthClientSoon();

  const t = useCatalogue(authCatalogue);
  const [params] = useSearchParams();
  const token = params.get("token");
  const [linkDead, setLinkDead] = useState(!token || params.has("error"));
  useDocumentTitle(t("reset.title"));

  useEffect(() => {
    // Password recovery: 'Please set your new password'.
    if (!linkDead) toast.info(AUTH_MESSAGES.setNewPassword, { id: "set-new-password" });
  }, [linkDead]);

  return (
    <AuthCard title={linkDead ? t("reset.missingTitle") : t("reset.title")} description={linkDead ? undefined : t("reset.lead")}>
      {linkDead || !token ? (
        <>
          <Notice tone="error">{AUTH_MESSAGES.invalidResetLink}</Notice>
          <Button asChild>
            <Link to="/member-login">{t("reset.requestNew")}</Link>
          </Button>
        </>
      ) : (
        <ResetForm token={token} onDeadLink={() => setLinkDead(true)} />
      )}
    </AuthCard>
  );
}

function ResetForm({ token, onDeadLink }: { token: string; onDeadLink: () => void }) {
  const t = useCatalogue(authCatalogue);
  const navigate = useNavigate();
  return (
    <ChoosePasswordForm
      id="reset"
      onDeadLink={onDeadLink}
      token={token}
      onSaved={() => {
        toast.success(SETTINGS_MESSAGES.passwordUpdated, { description: t("reset.done") });
        navigate("/member-login", { replace: true });
      }}
    />
  );
}
