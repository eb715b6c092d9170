import type { SendMessage, SendMessageInput } from "@core/messages";
import { MAX_MESSAGE_LENGTH } from "@core/messages-constants";
import { lazyResolver } from "@web/lib/lazy-resolver";
import { LoaderCircle, Send } from "lucide-react";
import { useState } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import { toast } from "@web/ui/toast";
import { DocumentDropzone, dropzoneCopy } from "@web/components/DocumentDropzone";
import { Notice } from "@web/components/Notice";
import { OfflineNotice, useOfflineWords } from "@web/components/OfflineNotice";
import { useOnline } from "@web/lib/use-online";
import { UploadProgressBar } from "@web/components/UploadProgressBar";
import { Button } from "@web/ui/button";
import { fieldA11y, FormField } from "@web/ui/form-field";
import { Label } from "@web/ui/label";
import { Textarea } from "@web/ui/textarea";
import { useReason, useTranslate } from "@web/i18n/use-translate";
import { CannedReplyPicker } from "./CannedReplyPicker";
import type { MessagesTranslate } from "./catalogue";
import { useAttachment } from "./use-attachment";

type Props = {
  id: string;
  label: string;
  t: MessagesTranslate;
  /** Sends the message; throws on failure (the form shows 'Failed to send message: …'). */
  onSend: (content: string, documentIds: string[]) => Promise<unknown>;
  autoFocus?: boolean;
  /** The operator's reply: canned replies can be inserted, {name} filled with this client's name. */
  canned?: { clientName: string };
};

/** The message's rule, fetched on the box's first use (./message-validation.ts). */
const resolver = lazyResolver<Pick<SendMessageInput, "content">, Pick<SendMessage, "content">>(async () => (await import("./message-validation")).messageResolver);

/** A message box with an optional attachment: the member's reply box and the operator's Reply. */
export function MessageForm({ id, label, t, onSend, autoFocus, canned }: Props) {
  const reason = useReason();
  const form = useForm({ resolver, defaultValues: { content: "" } });
  const { errors, isSubmitting: busy } = form.formState;
  const [sent, setSent] = useState(false);
  const attachment = useAttachment();
  const error = errors.content?.message;
  const translate = useTranslate();
  // Sent while offline: it waits and goes once the connection is back; the form says so.
  const online = useOnline();
  const waiting = busy && !online;
  const offlineWords = useOfflineWords();

  const send = async ({ content }: { content: string }) => {
    setSent(false);
    try {
      const documentIds = await attachment.documentIds();
      await onSend(content, documentIds);
    } catch (err) {
      toast.error(t("messages.sendFailed", { message: reason(err) }));
      return;
    }
    // Said once, beside the box the person is looking at (the form stays).
    setSent(true);
    form.reset();
    attachment.reset();
  };
  const refused = (refusal: FieldErrors<{ content: string }>) => {
    setSent(false);
    if (refusal.content?.message) toast.error(translate(refusal.content.message));
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(send, refused)} onFocus={resolver.prefetch} onPointerDown={resolver.prefetch} className="grid gap-4" aria-busy={busy}>
      <fieldset disabled={busy} className="grid gap-4">
        {canned && (
          <CannedReplyPicker
            id={`${id}-canned`}
            clientName={canned.clientName}
            t={t}
            onInsert={(text) => {
              const current = form.getValues("content").trimEnd();
              form.setValue("content", current ? `${current}\n\n${text}` : text, { shouldDirty: true });
              form.setFocus("content");
            }}
          />
        )}
        <FormField id={id} label={label} error={error}>
          <Textarea
            rows={4}
            maxLength={MAX_MESSAGE_LENGTH}
            placeholder={t("form.messagePlaceholder")}
            aria-required="true"
            autoFocus={autoFocus}
            {...fieldA11y(id, error)}
            {...form.register("content", { onChange: () => setSent(false) })}
          />
        </FormField>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-file`}>
            {t("form.attachment")} <span className="font-normal text-muted-foreground">({t("form.optional")})</span>
          </Label>
          <DocumentDropzone id={`${id}-file`} file={attachment.file} onFile={attachment.setFile} disabled={busy} copy={dropzoneCopy(t)} />
        </div>
      </fieldset>
      {attachment.progress && <UploadProgressBar id={`${id}-progress`} progress={attachment.progress} label={t("form.uploading")} sent={(sent, total) => t("form.sentBytes", { sent, total })} />}
      {sent && <Notice tone="success">{t("messages.sent")}</Notice>}
      <OfflineNotice waiting={waiting} />
      <Button type="submit" disabled={busy} className="sm:justify-self-start">
        {busy && !waiting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        {waiting ? offlineWords : busy ? t("form.sending") : t("form.send")}
      </Button>
    </form>
  );
}
