import { textsOf } from "@core/i18n/catalogue";
import { Upload } from "lucide-react";
import { useState } from "react";
import { toast } from "@web/ui/toast";
import { ClientPickerField } from "@web/components/ClientPickerField";
import { DocumentDropzone, dropzoneCopy } from "@web/components/DocumentDropzone";
import { UploadProgressBar } from "@web/components/UploadProgressBar";
import { isApiError } from "@web/lib/api";
import { uploadDocumentFile } from "@web/lib/documents";
import type { UploadProgress } from "@web/lib/upload";
import { FormDialog, TriggerButton } from "@web/ui/form-dialog";
import { TextareaField } from "@web/ui/form-dialog-fields";
import { FormField } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { Label } from "@web/ui/label";
import { useCreateClientDocument } from "./api";
import type { DocumentsTranslate } from "./catalogue";
import { useTranslate } from "@web/i18n/use-translate";

const TOAST_ID = "document-upload";

const uploadFormSchema = () => import("./upload-form-schema").then((m) => m.uploadFormSchema);

/** 'Upload Document': the file becomes a Pending task for the chosen client. */
export function UploadDocumentDialog({ t }: { t: DocumentsTranslate }) {
  const translate = useTranslate();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const create = useCreateClientDocument();

  const refused = (err: unknown, fallback: (m: string) => string) => {
    setProgress(null);
    const message = err instanceof Error ? err.message : String(err);
    toast.error(isApiError(err) && err.status === 403 ? t("messages.adminOnly") : fallback(translate(message)), { id: TOAST_ID });
    return false as const;
  };
  const upload = async ({ file, ...values }: { title: string; clientId: string; notes: string; file: File }) => {
    toast.info(t("messages.uploading"), { id: TOAST_ID });
    setProgress({ loaded: 0, total: file.size });
    let documentId: string;
    try {
      documentId = (await uploadDocumentFile(file, setProgress)).id;
    } catch (err) {
      return refused(err, (message) => t("messages.uploadFailed", { message }));
    }
    try {
      await create.mutateAsync({ ...values, documentId });
    } catch (err) {
      return refused(err, (message) => t("messages.recordFailed", { message }));
    }
    setProgress(null);
    toast.success(t("messages.uploaded"), { id: TOAST_ID });
  };

  return (
    <FormDialog
      schema={uploadFormSchema}
      defaultValues={{ title: "", clientId: "", notes: "", file: undefined }}
      trigger={<TriggerButton icon={Upload}>{t("upload.button")}</TriggerButton>}
      copy={textsOf(t, "upload", ["title", "lead", "cancel", "submit"])}
      pendingLabel={t("messages.uploading")}
      submitIcon={<Upload aria-hidden="true" />}
      width="xl"
      toastId={TOAST_ID}
      onSubmit={upload}
      below={progress && <UploadProgressBar id="document-upload-progress" progress={progress} label={t("messages.uploading")} sent={(sent, total) => t("upload.sent", { sent, total })} />}
    >
      {({ form, pending, ...fields }) => (
        <>
          <FormField id="document-title" label={t("upload.docTitle")}>
            <Input id="document-title" aria-required="true" aria-invalid={fields.error("title") ? true : undefined} {...form.register("title")} />
          </FormField>
          <ClientPickerField form={form} name="clientId" id="document-client" label={t("upload.client")} disabled={pending} />
          <TextareaField fields={fields} id="document-notes" name="notes" label={t("upload.notes")} rows={3} />
          <div className="grid gap-2">
            <Label htmlFor="document-file">{t("upload.file")}</Label>
            <DocumentDropzone
              id="document-file"
              file={form.watch("file") ?? null}
              // A removed file (null) is refused by the schema as no file is.
              onFile={(file) => form.setValue("file", file as File, { shouldValidate: form.formState.isSubmitted })}
              invalid={Boolean(fields.error("file"))}
              disabled={pending}
              copy={dropzoneCopy(t)}
            />
          </div>
        </>
      )}
    </FormDialog>
  );
}
