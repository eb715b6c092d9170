import { messageText } from "@core/i18n/messages/message";
import { SETTINGS_MESSAGES } from "@core/settings-messages";
import { Trash2 } from "lucide-react";
import { useLeaveSession } from "@web/lib/session/use-sign-out";
import { FormDialog, TriggerButton } from "@web/ui/form-dialog";
import { FormField } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { accountRefusal, CurrentPasswordField } from "./account-dialog-parts";
import { deleteAccount } from "./api";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { settingsCatalogue } from "./catalogue";

const trimmed = (v: unknown) => (typeof v === "string" ? v.trim() : v);

/** Danger Zone → delete my account: typed DELETE + password, then signed out and sent home. */
export function DeleteAccountDialog() {
  const t = useCatalogue(settingsCatalogue);
  const leave = useLeaveSession();

  const refusal = (err: unknown) => accountRefusal(err, t("danger.failed"));

  return (
    <FormDialog
      schema={() => import("@core/settings").then((m) => m.deleteAccountSchema)}
      defaultValues={{ confirmation: "", password: "" }}
      trigger={<TriggerButton variant="destructive" icon={Trash2}>{t("danger.deleteAction")}</TriggerButton>}
      copy={{ title: t("danger.dialogTitle"), lead: t("danger.dialogLead"), cancel: t("danger.cancel"), submit: t("danger.confirm") }}
      pendingLabel={t("danger.deleting")}
      submitVariant="destructive"
      canSubmit={(v) => v.confirmation.trim() === "DELETE" && Boolean(v.password)}
      invalidToast={false}
      onSubmit={async (values) => {
        await deleteAccount(values.confirmation, values.password);
        leave(messageText(SETTINGS_MESSAGES.deleted));
      }}
      failure={(err) => ({ field: "password", message: refusal(err), toast: refusal(err) })}
    >
      {(fields) => (
        <>
          <FormField id="delete-confirmation" label={t("danger.typeDelete")} error={fields.error("confirmation")}>
            <Input
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className="font-mono"
              {...fields.control("delete-confirmation", "confirmation", { setValueAs: trimmed })}
            />
          </FormField>
          <CurrentPasswordField id="delete-password" label={t("danger.password")} fields={fields} />
        </>
      )}
    </FormDialog>
  );
}
