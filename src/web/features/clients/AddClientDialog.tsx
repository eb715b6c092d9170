import { textsOf } from "@core/i18n/catalogue";
import { UserPlus } from "lucide-react";
import { toast } from "@web/ui/toast";
import { FormDialog, TriggerButton } from "@web/ui/form-dialog";
import { InputField } from "@web/ui/form-dialog-fields";
import { FormField } from "@web/ui/form-field";
import { NativeSelect, SelectOptions } from "@web/ui/native-select";
import { useI18n } from "@web/i18n/I18nProvider";
import { useCreateClient } from "./api";
import type { ClientsTranslate } from "./catalogue";
import { useReason } from "@web/i18n/use-translate";
import { uiCatalogue } from "@web/ui/catalogue";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { LOCALES } from "@core/locale";

const TOAST_ID = "add-client";

/** Add New Client: an account and an invitation email whose link sets the client's own password. */
export function AddClientDialog({ t }: { t: ClientsTranslate }) {
  const reason = useReason();
  const create = useCreateClient();
  const ui = useCatalogue(uiCatalogue);
  // The operator's own language first: most clients share it; the select changes it.
  const { locale } = useI18n();

  return (
    <FormDialog
      schema={() => import("@core/clients").then((m) => m.addClientSchema)}
      defaultValues={{ email: "", fullName: "", language: locale }}
      trigger={<TriggerButton icon={UserPlus}>{t("add.button")}</TriggerButton>}
      copy={textsOf(t, "add", ["title", "lead", "cancel", "submit"])}
      submitIcon={<UserPlus aria-hidden="true" />}
      toastId={TOAST_ID}
      onSubmit={async (values) => {
        toast.info(t("messages.creating"), { id: TOAST_ID });
        await create.mutateAsync(values);
        toast.success(t("messages.added"), { id: TOAST_ID, description: t("messages.invited") });
      }}
      failure={(err) => ({ toast: t("messages.addFailed", { message: reason(err) }) })}
    >
      {(fields) => (
        <>
          <InputField fields={fields} id="client-email" name="email" label={t("add.email")} type="email" autoComplete="off" aria-required />
          <InputField fields={fields} id="client-name" name="fullName" label={t("add.fullName")} autoComplete="off" aria-required />
          <FormField id="client-language" label={ui("inviteLanguage.label")} error={fields.error("language")} hint={ui("inviteLanguage.hint")}>
            <NativeSelect {...fields.control("client-language", "language")}>
              <SelectOptions values={LOCALES} label={(l) => ui(`inviteLanguage.names.${l}`)} />
            </NativeSelect>
          </FormField>
        </>
      )}
    </FormDialog>
  );
}
