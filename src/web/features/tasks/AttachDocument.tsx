import { useQueryClient } from "@tanstack/react-query";
import { LoaderCircle, Paperclip } from "lucide-react";
import { useState } from "react";
import { toast } from "@web/ui/toast";
import { DocumentDropzone, dropzoneCopy } from "@web/components/DocumentDropzone";
import { UploadProgressBar } from "@web/components/UploadProgressBar";
import { attachDocumentFile } from "@web/lib/documents";
import type { UploadProgress } from "@web/lib/upload";
import { Button } from "@web/ui/button";
import { TASKS_QUERY_KEY } from "./api";
import type { TasksTranslate } from "./catalogue";
import { useReason } from "@web/i18n/use-translate";
import { DescribedLabel } from "./DescribedLabel";

/** A member adds another document to an open task (real progress; the details refresh after). */
export function AttachDocument({ taskId, t }: { taskId: string; t: TasksTranslate }) {
  const reason = useReason();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const busy = progress !== null;

  const attach = async () => {
    if (!file) return;
    setProgress({ loaded: 0, total: file.size });
    try {
      await attachDocumentFile(taskId, file, setProgress);
    } catch (err) {
      setProgress(null);
      toast.error(t("messages.attachFailed", { message: reason(err) }));
      return;
    }
    setProgress(null);
    setFile(null);
    toast.success(t("messages.attached"));
    await queryClient.invalidateQueries({ queryKey: TASKS_QUERY_KEY });
  };

  return (
    <div className="grid gap-3 rounded-lg border border-dashed p-3">
      <DescribedLabel htmlFor="attach-document" describedId="attach-document-lead" label={t("details.attach")} description={t("details.attachLead")} />
      <DocumentDropzone id="attach-document" file={file} onFile={setFile} disabled={busy} copy={dropzoneCopy(t)} describedBy="attach-document-lead" />
      {progress && <UploadProgressBar id="attach-progress" progress={progress} label={t("details.attaching")} sent={(sent, total) => t("submit.sent", { sent, total })} />}
      {file && (
        <Button onClick={attach} disabled={busy} className="justify-self-start">
          {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Paperclip aria-hidden="true" />}
          {t("details.attachButton")}
        </Button>
      )}
    </div>
  );
}
