import { SETTINGS_MESSAGES } from "@core/settings-messages";
import { Mail } from "lucide-react";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { isApiError } from "@web/lib/api";
import { FormDialog, TriggerButton } from "@web/ui/form-dialog";
import { FormField } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { toast } from "@web/ui/toast";
import { accountRefusal, CurrentPasswordField } from "./account-dialog-parts";
import { useChangeEmail } from "./api";
import { settingsCatalogue } from "./catalogue";

/** An administrator is their own support: they change their sign-in address with their password. */
export function ChangeEmailDialog() {
  const t = useCatalogue(settingsCatalogue);
  const change = useChangeEmail();

  const refusal = (err: unknown) => accountRefusal(err, t("account.emailFailed"));
  const field = (err: unknown) => (isApiError(err) && err.code === "invalid_password" ? "password" : "email");

  return (
    <FormDialog
      schema={() => import("@core/settings").then((m) => m.changeEmailSchema)}
      defaultValues={{ email: "", password: "" }}
      trigger={
        <TriggerButton variant="outline" size="sm" icon={Mail}>
          {t("account.changeEmail")}
        </TriggerButton>
      }
      copy={{ title: t("account.emailTitle"), lead: t("account.emailLead"), cancel: t("danger.cancel"), submit: t("account.emailSubmit") }}
      pendingLabel={t("saving")}
      invalidToast={false}
      onSubmit={async (values) => {
        await change.mutateAsync(values);
        toast.success(SETTINGS_MESSAGES.emailChanged);
      }}
      failure={(err) => ({ field: field(err), message: refusal(err), toast: refusal(err) })}
    >
      {(fields) => (
        <>
          <FormField id="change-email-address" label={t("account.newEmail")} error={fields.error("email")}>
            <Input type="email" autoComplete="email" {...fields.control("change-email-address", "email")} />
          </FormField>
          <CurrentPasswordField id="change-email-password" label={t("account.currentPassword")} fields={fields} />
        </>
      )}
    </FormDialog>
  );
}
