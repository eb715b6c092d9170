import { INVITE_MESSAGES, type Invite } from "@core/invites";
import { useQueryClient } from "@tanstack/react-query";
import { LoaderCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Notice } from "@web/components/Notice";
import { useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { ME_QUERY_KEY, sessionStarted } from "@web/lib/session/session";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { Button } from "@web/ui/button";
import { toast } from "@web/ui/toast";
import { AuthCard } from "./AuthCard";
import { signInMember, useAuthClientSoon } from "./auth-api";
import { ChoosePasswordForm } from "./ChoosePasswordForm";
import { useInvite } from "./invite-api";
import { authCatalogue } from "./catalogue";

/**
 * /invite?token=…: the operator's invitation (docs/decisions/0024-client-invites.md). A link that was
 * used, replaced, altered or has expired gets a page that says so and changes nothing; a working
 * one sets the client's password (Better Auth's reset, the link is one of its tokens) and signs
 * them in, in the language the operator chose for them.
 */
export function InvitePage() {
  useAuthClientSoon();
  const t = useCatalogue(authCatalogue);
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
  useDocumentTitle(linkDead ? t("invite.deadTitle") : t("invite.title"));

  if (linkDead) {
    return (
      <AuthCard title={t("invite.deadTitle")}>
        <Notice tone="error">{INVITE_MESSAGES.invalidLink}</Notice>
        <Button asChild>
          <Link to="/member-login">{t("invite.signIn")}</Link>
        </Button>
      </AuthCard>
    );
  }
  if (!invite.data) {
    return (
      <AuthCard title={t("invite.title")}>
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          {t("invite.checking")}
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("invite.title")} description={(invite.data.name ? t("invite.lead", { name: invite.data.name, email: invite.data.email }) : t("invite.leadUnnamed", { email: invite.data.email }))}>
      <SetPasswordForm token={token} invite={invite.data} onDeadLink={() => setDead(true)} />
    </AuthCard>
  );
}

function SetPasswordForm({ token, invite, onDeadLink }: { token: string; invite: Invite; onDeadLink: () => void }) {
  const t = useCatalogue(authCatalogue);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <ChoosePasswordForm
      id="invite"
      onDeadLink={onDeadLink}
      token={token}
      onSaved={async (newPassword) => {
        await signInMember(invite.email, newPassword);
        toast.success(t("invite.signedIn"));
        sessionStarted();
        await queryClient.refetchQueries({ queryKey: ME_QUERY_KEY });
        navigate("/dashboard", { replace: true });
      }}
    >
      {/* For password managers: the account the new password belongs to. */}
      <input type="email" name="email" autoComplete="username" value={invite.email} readOnly hidden />
    </ChoosePasswordForm>
  );
}
