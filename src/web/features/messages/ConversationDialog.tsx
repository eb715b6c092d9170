import type { Conversation, MessageRow } from "@core/messages";
import { useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { cn } from "@web/lib/cn";
import { Badge } from "@web/ui/badge";
import { DetailsDialog, DetailsSection } from "@web/ui/details-dialog";
import { DialogDescription, DialogHeader, DialogTitle } from "@web/ui/dialog";
import { DueBadge } from "@web/components/DueBadge";
import { useConversation, useWriteMessage } from "./api";
import { type MessagesTranslate, messagesCatalogue } from "./catalogue";
import { formatDateTime } from "@web/lib/format-date";
import { MessageBody } from "./MessageBody";
import { MessageForm } from "./MessageForm";

/**
 * One client's whole conversation for the operator: every message oldest first
 * with its attachments, then the reply box (canned replies included). Opening it reads the
 * client's messages (the server marks them).
 */
export function ConversationDialog({ clientId, onClose }: { clientId: string | null; onClose: () => void }) {
  const t = useCatalogue(messagesCatalogue);
  const thread = useConversation(clientId);
  return (
    <DetailsDialog query={thread} open={clientId !== null} onClose={onClose} copy={{ title: t("conversations.title", { name: "" }), loading: t("conversations.threadLoading"), close: t("conversations.close") }} failed={t("conversations.threadFailed")}>
      {(c) => <Thread key={c.client.id} thread={c} t={t} />}
    </DetailsDialog>
  );
}

function Thread({ thread, t }: { thread: Conversation; t: MessagesTranslate }) {
  const write = useWriteMessage();
  const name = thread.client.name;
  const newest = thread.items.at(-1);
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t("conversations.title", { name })}</DialogTitle>
        <DialogDescription className="wrap-anywhere">{thread.client.email}</DialogDescription>
      </DialogHeader>
      <ol className="grid gap-3" aria-label={t("conversations.title", { name })}>
        {thread.items.map((m) => (
          <ThreadItem key={m.id} message={m} name={name} t={t} />
        ))}
      </ol>
      {thread.abilities.canReply && newest && (
        <DetailsSection id="conversation-reply" title={t("conversations.replyTitle", { name })} className="grid gap-3 border-t pt-4">
          <MessageForm
            id="conversation-reply-content"
            label={t("form.message")}
            t={t}
            // A client without a name is shown by their email, which no greeting should use.
            canned={{ clientName: name === thread.client.email ? "" : name }}
            onSend={(content, documentIds) => write.mutateAsync({ kind: "reply", messageId: newest.id, input: { content, documentIds } })}
          />
        </DetailsSection>
      )}
    </>
  );
}

function ThreadItem({ message, name, t }: { message: MessageRow; name: string; t: MessagesTranslate }) {
  const { locale } = useI18n();
  const fromClient = message.sender === "client";
  return (
    <li data-testid="thread-message" className={cn("grid min-w-0 gap-2 rounded-xl border p-3 text-sm", fromClient ? "bg-card sm:mr-8" : "bg-muted/50 sm:ml-8")}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold">{fromClient ? name : t("conversations.operator")}</span>
        <time dateTime={message.createdAt} className="text-muted-foreground">
          {formatDateTime(message.createdAt, locale)}
        </time>
        {fromClient && message.dueAt && (message.answeredAt ? <Badge variant="secondary">{t("admin.answered")}</Badge> : <DueBadge dueAt={message.dueAt} />)}
      </div>
      <MessageBody message={message} t={t} />
    </li>
  );
}
