import { MAX_MESSAGE_LENGTH, MAX_SUBJECT_LENGTH } from "@core/messages";
import { PenSquare, Send } from "lucide-react";
import { toast } from "@web/ui/toast";
import { ClientPickerField } from "@web/components/ClientPickerField";
import { DocumentDropzone } from "@web/components/DocumentDropzone";
import { UploadProgressBar } from "@web/components/UploadProgressBar";
import { Button } from "@web/ui/button";
import { FormDialog } from "@web/ui/form-dialog";
import { FormField } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { Label } from "@web/ui/label";
import { Textarea } from "@web/ui/textarea";
import { useWriteMessage } from "./api";
import type { MessagesCopy } from "./copy";
import { useAttachment } from "./use-attachment";

/** Compose New (spec §2, §5): recipient client, subject and content, all required; an optional attachment. */
export function ComposeDialog({ copy }: { copy: MessagesCopy }) {
  const attachment = useAttachment();
  const write = useWriteMessage();
  const k = copy.compose;

  return (
    <FormDialog
      schema={() => import("@core/messages").then((m) => m.composeMessageSchema)}
      defaultValues={{ clientId: "", subject: "", content: "" }}
      onOpenChange={(open) => open || attachment.reset()}
      trigger={
        <Button>
          <PenSquare aria-hidden="true" />
          {copy.admin.compose}
        </Button>
      }
      title={k.title}
      description={k.lead}
      cancelLabel={k.cancel}
      submitLabel={copy.form.send}
      pendingLabel={copy.form.sending}
      submitIcon={<Send aria-hidden="true" />}
      className="max-w-xl"
      onSubmit={async (values) => {
        const documentIds = await attachment.documentIds();
        await write.mutateAsync({ kind: "compose", input: { ...values, documentIds } });
        toast.success(copy.messages.sent);
      }}
      failure={(err) => ({ toast: copy.messages.sendFailed(err instanceof Error ? err.message : String(err)) })}
      below={attachment.progress && <UploadProgressBar id="compose-progress" progress={attachment.progress} label={copy.form.uploading} sent={copy.form.sentBytes} />}
    >
      {({ form, control, error, pending }) => (
        <>
          <ClientPickerField form={form} name="clientId" id="compose-client" label={k.recipient} disabled={pending} />
          <FormField id="compose-subject" label={k.subject} error={error("subject")}>
            <Input aria-required="true" maxLength={MAX_SUBJECT_LENGTH} {...control("compose-subject", "subject")} />
          </FormField>
          <FormField id="compose-content" label={k.content} error={error("content")}>
            <Textarea rows={6} maxLength={MAX_MESSAGE_LENGTH} aria-required="true" {...control("compose-content", "content")} />
          </FormField>
          <div className="grid gap-2">
            <Label htmlFor="compose-file">
              {copy.form.attachment} <span className="font-normal text-muted-foreground">({copy.form.optional})</span>
            </Label>
            <DocumentDropzone id="compose-file" file={attachment.file} onFile={attachment.setFile} disabled={pending} copy={copy.dropzone} />
          </div>
        </>
      )}
    </FormDialog>
  );
}
