import { PREFERRED_LANGUAGES } from "@core/clients-constants";
import { Pencil } from "lucide-react";
import { toast } from "@web/ui/toast";
import { Button } from "@web/ui/button";
import { FormDialog } from "@web/ui/form-dialog";
import { FormField } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { NativeSelect, SelectOptions } from "@web/ui/native-select";
import { type ClientDetails, useEditClient } from "./api";
import type { ClientDetailCopy } from "./detail-copy";

type Props = { client: ClientDetails; open: boolean; onOpenChange: (open: boolean) => void; copy: ClientDetailCopy };

/** Edit Client: email read-only; full name, phone, preferred language (spec §2, §9). */
export function EditClientDialog({ client, open, onOpenChange, copy }: Props) {
  const edit = useEditClient(client.id);
  const e = copy.edit;

  return (
    <FormDialog
      schema={() => import("@core/clients").then((m) => m.clientEditSchema)}
      // The form mounts as the dialog opens: it starts from the saved values each time.
      defaultValues={{ fullName: client.fullName, phone: client.phone ?? "", preferredLanguage: client.preferredLanguage }}
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="outline">
          <Pencil aria-hidden="true" />
          {e.button}
        </Button>
      }
      title={e.title}
      description={e.lead}
      cancelLabel={e.cancel}
      submitLabel={e.save}
      invalidToast={e.failed}
      onSubmit={async (values) => {
        await edit.mutateAsync(values);
        toast.success(e.updated);
      }}
      failure={(err) => ({ toast: e.failed(err instanceof Error ? err.message : String(err)) })}
    >
      {({ control, error }) => (
        <>
          <FormField id="edit-email" label={e.email}>
            <Input id="edit-email" value={client.email} readOnly />
          </FormField>
          <FormField id="edit-name" label={e.fullName} error={error("fullName")}>
            <Input {...control("edit-name", "fullName")} />
          </FormField>
          <FormField id="edit-phone" label={e.phone} error={error("phone")}>
            <Input type="tel" {...control("edit-phone", "phone")} />
          </FormField>
          <FormField id="edit-language" label={e.language}>
            <NativeSelect {...control("edit-language", "preferredLanguage")}>
              <SelectOptions values={PREFERRED_LANGUAGES} label={(l) => copy.languages[l]} />
            </NativeSelect>
          </FormField>
        </>
      )}
    </FormDialog>
  );
}
