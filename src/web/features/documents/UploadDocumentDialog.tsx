import { LoaderCircle, Upload } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "@web/ui/toast";
import { DocumentDropzone } from "@web/components/DocumentDropzone";
import { UploadProgressBar } from "@web/components/UploadProgressBar";
import { isApiError } from "@web/lib/api";
import { uploadDocumentFile } from "@web/lib/documents";
import type { UploadProgress } from "@web/lib/upload";
import { Button } from "@web/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@web/ui/dialog";
import { FormField } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { Label } from "@web/ui/label";
import { Textarea } from "@web/ui/textarea";
import { useCreateClientDocument } from "./api";
import { ClientPicker } from "@web/components/ClientPicker";
import type { DocumentsCopy } from "./copy";

const TOAST_ID = "document-upload";

/** 'Upload Document' (spec §2, §5, §7): the file becomes a Pending task for the chosen client. */
export function UploadDocumentDialog({ copy }: { copy: DocumentsCopy }) {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState("");
  const [clientId, setClientId] = useState("");
  const [notes, setNotes] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const create = useCreateClientDocument();
  const busy = progress !== null || create.isPending;
  const u = copy.upload;

  const reset = () => {
    setTitle("");
    setClientId("");
    setNotes("");
    setFile(null);
    setMissing(false);
    setProgress(null);
  };

  const refused = (err: unknown, fallback: (m: string) => string) => {
    setProgress(null);
    const message = err instanceof Error ? err.message : String(err);
    toast.error(isApiError(err) && err.status === 403 ? copy.messages.adminOnly : fallback(message), { id: TOAST_ID });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim() || !clientId || !file) {
      setMissing(true);
      toast.error(copy.messages.required);
      return;
    }
    toast.info(copy.messages.uploading, { id: TOAST_ID });
    setProgress({ loaded: 0, total: file.size });
    let documentId: string;
    try {
      documentId = (await uploadDocumentFile(file, setProgress)).id;
    } catch (err) {
      return refused(err, copy.messages.uploadFailed);
    }
    try {
      await create.mutateAsync({ title: title.trim(), clientId, notes, documentId });
    } catch (err) {
      return refused(err, copy.messages.recordFailed);
    }
    toast.success(copy.messages.uploaded, { id: TOAST_ID });
    reset();
    setOpen(false);
  };

  const titleMissing = missing && !title.trim() ? copy.messages.required : undefined;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Upload aria-hidden="true" />
          {u.button}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={u.cancel} className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{u.title}</DialogTitle>
          <DialogDescription>{u.lead}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={busy}>
          <fieldset disabled={busy} className="grid gap-4">
            <FormField id="document-title" label={u.docTitle}>
              <Input
                id="document-title"
                value={title}
                aria-required="true"
                aria-invalid={titleMissing ? true : undefined}
                onChange={(e) => setTitle(e.target.value)}
              />
            </FormField>
            <ClientPicker
              id="document-client"
              label={u.client}
              searchLabel={u.clientSearch}
              searchPlaceholder={u.clientSearchPlaceholder}
              placeholder={u.chooseClient}
              noneFound={u.noClients}
              value={clientId}
              onChange={setClientId}
              invalid={missing && !clientId}
              disabled={busy}
            />
            <FormField id="document-notes" label={u.notes}>
              <Textarea id="document-notes" rows={3} value={notes} onChange={(e) => setNotes(e.target.value)} />
            </FormField>
            <div className="grid gap-2">
              <Label htmlFor="document-file">{u.file}</Label>
              <DocumentDropzone id="document-file" file={file} onFile={setFile} invalid={missing && !file} disabled={busy} copy={copy.dropzone} />
            </div>
          </fieldset>
          {progress && <UploadProgressBar id="document-upload-progress" progress={progress} label={copy.messages.uploading} sent={u.sent} />}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={busy}>
                {u.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={busy}>
              {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Upload aria-hidden="true" />}
              {busy ? copy.messages.uploading : u.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
