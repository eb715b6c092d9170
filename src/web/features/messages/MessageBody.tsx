import { type MessageRow, splitComposed } from "@core/messages";
import { FileText } from "lucide-react";
import { DocumentLinks } from "@web/components/DocumentLinks";
import type { MessagesTranslate } from "./catalogue";

/**
 * A message's text — a composed one's subject in bold, then the body — and its attachments.
 * Always rendered as text (React escapes it): an HTML or script payload shows literally.
 */
export function MessageBody({ message, t }: { message: MessageRow; t: MessagesTranslate }) {
  const { subject, body } = splitComposed(message.content);
  return (
    <div className="grid gap-3">
      {subject && <p className="font-semibold wrap-anywhere">{subject}</p>}
      <p data-testid="message-content" className="whitespace-pre-wrap wrap-anywhere">
        {body}
      </p>
      {message.attachments.length > 0 && (
        <ul className="grid gap-2" aria-label={t("details.attachments")}>
          {message.attachments.map((doc) => (
            <li key={doc.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-background p-3">
              <span className="flex min-w-0 items-center gap-2">
                <FileText className="size-4 shrink-0 text-primary" aria-hidden="true" />
                <span className="min-w-0 truncate text-sm font-medium">{doc.fileName}</span>
              </span>
              <DocumentLinks doc={doc} copy={{ view: t("links.view"), viewDocument: (name) => t("links.viewDocument", { name }), download: t("links.download"), downloadDocument: (name) => t("links.downloadDocument", { name }), expired: t("links.expired"), deleted: t("links.deleted") }} compact />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
