import type { MessageRow } from "@core/messages";
import { splitComposed } from "@core/messages-constants";
import { DocumentList, documentLinksCopy } from "@web/components/DocumentLinks";
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
        <DocumentList
          docs={message.attachments}
          label={t("details.attachments")}
          itemClassName="bg-background"
          copy={documentLinksCopy(t)}
          compact
        />
      )}
    </div>
  );
}
