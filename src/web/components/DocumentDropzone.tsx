import { messageText } from "@core/i18n/messages/message";
import type { Translate } from "@core/i18n/catalogue";
import { checkUploadFile, UPLOAD_ACCEPT, UPLOAD_MESSAGES } from "@core/upload";
import { FileText, UploadCloud, X } from "lucide-react";
import { type ClipboardEvent, type DragEvent, useRef, useState } from "react";
import { toast } from "@web/ui/toast";
import { INTL_LOCALE, useI18n } from "@web/i18n/I18nProvider";
import { cn } from "@web/lib/cn";
import { Button } from "@web/ui/button";
import { formatBytes } from "@web/lib/format-bytes";

/** The drop zone's words; the product's file messages default to core's English ones. */
export type DropzoneCopy = {
  prompt: string;
  browse: string;
  rules: string;
  replace: string;
  remove: string;
  dropHere: string;
  messages?: Partial<Record<keyof typeof UPLOAD_MESSAGES, string>>;
};

const DROPZONE_MESSAGES = ["tooLarge", "invalidType", "selected", "empty"] as const;
/** The keys a feature's catalogue has for its drop zone (its own words: "the summary", "a document"). */
export type DropzoneKey = `dropzone.${"prompt" | "browse" | "rules" | "replace" | "remove" | "dropHere"}` | `dropzone.messages.${(typeof DROPZONE_MESSAGES)[number]}`;

/** A drop zone's words from its feature's catalogue. */
export function dropzoneCopy(t: Translate<DropzoneKey>): DropzoneCopy {
  return {
    prompt: t("dropzone.prompt"),
    browse: t("dropzone.browse"),
    rules: t("dropzone.rules"),
    replace: t("dropzone.replace"),
    remove: t("dropzone.remove"),
    dropHere: t("dropzone.dropHere"),
    messages: Object.fromEntries(DROPZONE_MESSAGES.map((m) => [m, t(`dropzone.messages.${m}`)])),
  };
}

type DocumentDropzoneProps = {
  id: string;
  file: File | null;
  onFile: (file: File | null) => void;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
  copy: DropzoneCopy;
};

/**
 * File picker and drop zone in one: the product's size and type rules are checked as soon as a
 * file is chosen (src/core/upload.ts), with the product's messages.
 */
export function DocumentDropzone({ id, file, onFile, invalid, describedBy, disabled, copy }: DocumentDropzoneProps) {
  const { locale } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const localise = (message: string) => {
    const key = (Object.keys(UPLOAD_MESSAGES) as (keyof typeof UPLOAD_MESSAGES)[]).find((k) => messageText(UPLOAD_MESSAGES[k]) === message);
    return (key && copy.messages?.[key]) || message;
  };

  const choose = (chosen: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!chosen) return;
    const problem = checkUploadFile(chosen);
    if (problem) {
      toast.error(localise(messageText(problem)));
      return;
    }
    onFile(chosen);
    toast.success(localise(messageText(UPLOAD_MESSAGES.selected)));
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (!disabled) choose(e.dataTransfer.files[0]);
  };

  // A file pasted with the picker focused (copied in a file manager) is chosen as a dropped one is.
  const onPaste = (e: ClipboardEvent) => {
    const pasted = e.clipboardData.files[0];
    if (!pasted) return;
    e.preventDefault();
    if (!disabled) choose(pasted);
  };

  // `data-dropzone`: before the form's code has come, the page's shell holds a file dropped or
  // pasted here and hands it over as a drop once it has (storefront/early-events.ts).
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop and a paste only; the file picker inside is the control keyboards and screen readers use
    <div
      data-dropzone=""
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled && !file) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      onPaste={onPaste}
    >
      <input
        ref={input}
        id={id}
        type="file"
        accept={UPLOAD_ACCEPT}
        className="peer sr-only"
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(e) => choose(e.target.files?.[0])}
      />
      {file ? (
        <div className="flex items-center gap-3 rounded-xl border bg-muted/40 p-4 peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/40">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
            <FileText className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium" data-testid="selected-file">
              {file.name}
            </p>
            <p className="text-sm text-muted-foreground">{formatBytes(file.size, INTL_LOCALE[locale])}</p>
          </div>
          <Button variant="ghost" size="sm" from="sm" disabled={disabled} onClick={() => input.current?.click()}>
            {copy.replace}
          </Button>
          <Button variant="ghost" size="icon" aria-label={copy.remove} disabled={disabled} onClick={() => onFile(null)}>
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : (
        <label
          htmlFor={id}
          className={cn(
            "flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors hover:border-primary/60 hover:bg-accent/40 peer-focus-visible:border-ring peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/40",
            dragging && "border-primary bg-accent/60",
            invalid && "border-destructive/70",
            disabled && "pointer-events-none opacity-60",
          )}
        >
          <UploadCloud className="size-8 text-primary" aria-hidden="true" />
          <span className="text-sm">
            {dragging ? (
              copy.dropHere
            ) : (
              <>
                {copy.prompt} <span className="font-semibold text-primary underline-offset-4 hover:underline">{copy.browse}</span>
              </>
            )}
          </span>
          <span className="text-xs text-muted-foreground">{copy.rules}</span>
        </label>
      )}
    </div>
  );
}
