import { composeMessageSchema, MAX_MESSAGE_LENGTH, MAX_SUBJECT_LENGTH, MESSAGES } from "@core/messages";
import { LoaderCircle, PenSquare, Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "@web/ui/toast";
import { ClientPicker } from "@web/components/ClientPicker";
import { DocumentDropzone } from "@web/components/DocumentDropzone";
import { UploadProgressBar } from "@web/components/UploadProgressBar";
import { Button } from "@web/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@web/ui/dialog";
import { fieldA11y, FormField } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { Label } from "@web/ui/label";
import { Textarea } from "@web/ui/textarea";
import { useWriteMessage } from "./api";
import type { MessagesCopy } from "./copy";
import { useAttachment } from "./use-attachment";

/** Compose New (spec §2, §5): recipient client, subject and content, all required; an optional attachment. */
export function ComposeDialog({ copy }: { copy: MessagesCopy }) {
  const [open, setOpen] = useState(false);
  const [clientId, setClientId] = useState("");
  const [subject, setSubject] = useState("");
  const [content, setContent] = useState("");
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const attachment = useAttachment();
  const write = useWriteMessage();
  const k = copy.compose;

  const reset = () => {
    setClientId("");
    setSubject("");
    setContent("");
    setMissing(false);
    attachment.reset();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = composeMessageSchema.safeParse({ clientId, subject, content });
    if (!parsed.success) {
      setMissing(true);
      // The toast speaks the UI language (the catalogue translates the schema's English message).
      toast.error(parsed.error.issues[0]?.message ?? MESSAGES.fillAll);
      return;
    }
    setBusy(true);
    try {
      const documentIds = await attachment.documentIds();
      await write.mutateAsync({ kind: "compose", input: { ...parsed.data, documentIds } });
    } catch (err) {
      toast.error(copy.messages.sendFailed(err instanceof Error ? err.message : String(err)));
      return;
    } finally {
      setBusy(false);
    }
    toast.success(copy.messages.sent);
    reset();
    setOpen(false);
  };

  const subjectError = missing && !subject.trim() ? copy.messages.fillAll : undefined;
  const contentError = missing && !content.trim() ? copy.messages.fillAll : undefined;
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
          <PenSquare aria-hidden="true" />
          {copy.admin.compose}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={k.cancel} className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{k.title}</DialogTitle>
          <DialogDescription>{k.lead}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={busy}>
          <fieldset disabled={busy} className="grid gap-4">
            <ClientPicker
              id="compose-client"
              label={k.recipient}
              searchLabel={k.clientSearch}
              searchPlaceholder={k.clientSearchPlaceholder}
              placeholder={k.chooseClient}
              noneFound={k.noClients}
              value={clientId}
              onChange={setClientId}
              invalid={missing && !clientId}
              disabled={busy}
            />
            <FormField id="compose-subject" label={k.subject} error={subjectError}>
              <Input value={subject} aria-required="true" maxLength={MAX_SUBJECT_LENGTH} {...fieldA11y("compose-subject", subjectError)} onChange={(e) => setSubject(e.target.value)} />
            </FormField>
            <FormField id="compose-content" label={k.content} error={contentError}>
              <Textarea rows={6} maxLength={MAX_MESSAGE_LENGTH} value={content} aria-required="true" {...fieldA11y("compose-content", contentError)} onChange={(e) => setContent(e.target.value)} />
            </FormField>
            <div className="grid gap-2">
              <Label htmlFor="compose-file">
                {copy.form.attachment} <span className="font-normal text-muted-foreground">({copy.form.optional})</span>
              </Label>
              <DocumentDropzone id="compose-file" file={attachment.file} onFile={attachment.setFile} disabled={busy} copy={copy.dropzone} />
            </div>
          </fieldset>
          {attachment.progress && <UploadProgressBar id="compose-progress" progress={attachment.progress} label={copy.form.uploading} sent={copy.form.sentBytes} />}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={busy}>
                {k.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={busy}>
              {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
              {busy ? copy.form.sending : copy.form.send}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
