import { textsOf } from "@core/i18n/catalogue";
import { PREFERRED_LANGUAGES } from "@core/clients-constants";
import { Pencil } from "lucide-react";
import { toast } from "@web/ui/toast";
import { FormDialog, TriggerButton } from "@web/ui/form-dialog";
import { InputField, SelectField } from "@web/ui/form-dialog-fields";
import { FormField } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { type ClientDetails, useEditClient } from "./api";
import type { ClientsTranslate } from "./catalogue";
import { useReason } from "@web/i18n/use-translate";

type Props = { client: ClientDetails; open: boolean; onOpenChange: (open: boolean) => void; t: ClientsTranslate };

/** Edit Client: email read-only; full name, phone, preferred language. */
export function EditClientDialog({ client, open, onOpenChange, t }: Props) {
  const reason = useReason();
  const edit = useEditClient(client.id);

  return (
    <FormDialog
      schema={() => import("@core/clients").then((m) => m.clientEditSchema)}
      // The form mounts as the dialog opens: it starts from the saved values each time.
      defaultValues={{ fullName: client.fullName, phone: client.phone ?? "", preferredLanguage: client.preferredLanguage }}
      open={open}
      onOpenChange={onOpenChange}
      trigger={<TriggerButton variant="outline" icon={Pencil}>{t("detail.edit.button")}</TriggerButton>}
      copy={{ ...textsOf(t, "detail.edit", ["title", "lead", "cancel"]), submit: t("detail.edit.save") }}
      invalidToast={(reason) => t("detail.edit.failed", { reason })}
      onSubmit={async (values) => {
        await edit.mutateAsync(values);
        toast.success(t("detail.edit.updated"));
      }}
      failure={(err) => ({ toast: t("detail.edit.failed", { reason: reason(err) }) })}
    >
      {(fields) => (
        <>
          <FormField id="edit-email" label={t("detail.edit.email")}>
            <Input id="edit-email" value={client.email} readOnly />
          </FormField>
          <InputField fields={fields} id="edit-name" name="fullName" label={t("detail.edit.fullName")} />
          <InputField fields={fields} id="edit-phone" name="phone" label={t("detail.edit.phone")} type="tel" />
          <SelectField fields={fields} id="edit-language" name="preferredLanguage" label={t("detail.edit.language")} values={PREFERRED_LANGUAGES} optionLabel={(l) => t(`detail.languages.${l}`)} />
        </>
      )}
    </FormDialog>
  );
}
