import { MAX_MESSAGE_LENGTH, MAX_SUBJECT_LENGTH } from "@core/messages-constants";
import { PenSquare, Send } from "lucide-react";
import { toast } from "@web/ui/toast";
import { ClientPickerField } from "@web/components/ClientPickerField";
import { DocumentDropzone, dropzoneCopy } from "@web/components/DocumentDropzone";
import { UploadProgressBar } from "@web/components/UploadProgressBar";
import { FormDialog, TriggerButton } from "@web/ui/form-dialog";
import { InputField, TextareaField } from "@web/ui/form-dialog-fields";
import { Label } from "@web/ui/label";
import { useWriteMessage } from "./api";
import type { MessagesTranslate } from "./catalogue";
import { useAttachment } from "./use-attachment";
import { useReason } from "@web/i18n/use-translate";

/** Compose New: recipient client, subject and content, all required; an optional attachment. */
export function ComposeDialog({ t }: { t: MessagesTranslate }) {
  const reason = useReason();
  const attachment = useAttachment();
  const write = useWriteMessage();

  return (
    <FormDialog
      schema={() => import("@core/messages").then((m) => m.composeMessageSchema)}
      defaultValues={{ clientId: "", subject: "", content: "" }}
      onOpenChange={(open) => open || attachment.reset()}
      trigger={<TriggerButton icon={PenSquare}>{t("admin.compose")}</TriggerButton>}
      copy={{ title: t("compose.title"), lead: t("compose.lead"), cancel: t("compose.cancel"), submit: t("form.send") }}
      pendingLabel={t("form.sending")}
      submitIcon={<Send aria-hidden="true" />}
      width="xl"
      onSubmit={async (values) => {
        const documentIds = await attachment.documentIds();
        await write.mutateAsync({ kind: "compose", input: { ...values, documentIds } });
        toast.success(t("messages.sent"));
      }}
      failure={(err) => ({ toast: t("messages.sendFailed", { message: reason(err) }) })}
      below={attachment.progress && <UploadProgressBar id="compose-progress" progress={attachment.progress} label={t("form.uploading")} sent={(sent, total) => t("form.sentBytes", { sent, total })} />}
    >
      {({ form, pending, ...fields }) => (
        <>
          <ClientPickerField form={form} name="clientId" id="compose-client" label={t("compose.recipient")} disabled={pending} />
          <InputField fields={fields} id="compose-subject" name="subject" label={t("compose.subject")} aria-required="true" maxLength={MAX_SUBJECT_LENGTH} />
          <TextareaField fields={fields} id="compose-content" name="content" label={t("compose.content")} rows={6} maxLength={MAX_MESSAGE_LENGTH} aria-required="true" />
          <div className="grid gap-2">
            <Label htmlFor="compose-file">
              {t("form.attachment")} <span className="font-normal text-muted-foreground">({t("form.optional")})</span>
            </Label>
            <DocumentDropzone id="compose-file" file={attachment.file} onFile={attachment.setFile} disabled={pending} copy={dropzoneCopy(t)} />
          </div>
        </>
      )}
    </FormDialog>
  );
}
