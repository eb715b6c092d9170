import { useQueryClient } from "@tanstack/react-query";
import { ME_QUERY_KEY } from "@web/lib/session/session";
import { useCopy } from "@web/i18n/I18nProvider";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { Card, CardContent, CardDescription, CardHeader } from "@web/ui/card";
import { ChangePasswordForm } from "./ChangePasswordForm";
import type { Locale } from "@web/i18n/I18nProvider";

const copy: Record<Locale, { title: string; lead: string }> = {
  en: {
    title: "Choose a new password",
    lead: "You signed in with a temporary password from the operator. Choose your own password to continue: type the temporary one as the current password.",
  },
  bg: {
    title: "Изберете нова парола",
    lead: "Влязохте с временна парола от оператора. Изберете своя парола, за да продължите: въведете временната като текуща парола.",
  },
};

/** Blocks the dashboard until a client created by the operator replaces the temporary password. */
export function ChooseNewPassword({ email }: { email: string }) {
  const c = useCopy(copy);
  useDocumentTitle(c.title);
  const queryClient = useQueryClient();
  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <h1 className="text-2xl font-semibold tracking-tight">{c.title}</h1>
        <CardDescription>{c.lead}</CardDescription>
      </CardHeader>
      <CardContent>
        <ChangePasswordForm email={email} onChanged={() => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY })} />
      </CardContent>
    </Card>
  );
}
