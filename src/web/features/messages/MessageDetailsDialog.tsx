import { type MessageDetails, messageShortId } from "@core/messages";
import { Reply } from "lucide-react";
import { useState } from "react";
import { DueBadge } from "@web/components/DueBadge";
import { useCopy, useI18n } from "@web/i18n/I18nProvider";
import { Badge } from "@web/ui/badge";
import { Button } from "@web/ui/button";
import { DetailItem, DetailsDialog, DetailsSection } from "@web/ui/details-dialog";
import { DialogClose, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/ui/dialog";
import { useMessage, useWriteMessage } from "./api";
import { type MessagesCopy, messagesCopy } from "./copy";
import { formatDateTime } from "./format";
import { MessageBody } from "./MessageBody";
import { MessageForm } from "./MessageForm";

type Props = { messageId: string | null; onClose: () => void };

/** Message Details (spec §2): opening it marks a client's message read; Reply (when its abilities allow) writes in that client's conversation. */
export function MessageDetailsDialog({ messageId, onClose }: Props) {
  const copy = useCopy(messagesCopy);
  const message = useMessage(messageId);
  return (
    <DetailsDialog query={message} open={messageId !== null} onClose={onClose} copy={copy.details} failed={copy.messages.detailsFailed}>
      {(m) => <Details key={m.id} message={m} copy={copy} />}
    </DetailsDialog>
  );
}

function Details({ message, copy }: { message: MessageDetails; copy: MessagesCopy }) {
  const { locale } = useI18n();
  const [replying, setReplying] = useState(false);
  const write = useWriteMessage();
  const d = copy.details;
  const name = message.client.name === "Unknown" ? message.client.email : message.client.name;
  return (
    <>
      <DialogHeader>
        <DialogTitle>{d.title}</DialogTitle>
        <DialogDescription>{message.sender === "client" ? copy.admin.from(name) : copy.admin.to(name)}</DialogDescription>
      </DialogHeader>
      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        <DetailItem strong label={d.id}>
          <span className="font-mono">{messageShortId(message.id)}</span>
        </DetailItem>
        <DetailItem strong label={d.client}>
          <span className="wrap-anywhere">
            {name} <span className="text-muted-foreground">&lt;{message.client.email}&gt;</span>
          </span>
        </DetailItem>
        <DetailItem strong label={d.date}>{formatDateTime(message.createdAt, locale)}</DetailItem>
        <DetailItem strong label={d.status}>
          <span className="flex flex-wrap gap-1.5">
            <Badge variant={message.isRead ? "secondary" : "default"}>{message.isRead ? copy.status.read : copy.status.unread}</Badge>
            {message.sender === "client" &&
              message.dueAt &&
              (message.answeredAt ? <Badge variant="secondary">{copy.admin.answered}</Badge> : <DueBadge dueAt={message.dueAt} />)}
          </span>
        </DetailItem>
      </dl>
      <div className="rounded-lg bg-muted/60 p-4 text-sm">
        <MessageBody message={message} copy={copy} />
      </div>
      {replying && (
        <DetailsSection id="reply-title" title={d.replyTitle(name)} className="grid gap-3 border-t pt-4">
          <MessageForm
            id="reply-content"
            label={copy.form.message}
            copy={copy}
            autoFocus
            canned={{ clientName: message.client.name === "Unknown" ? "" : message.client.name }}
            onSend={(content, documentIds) => write.mutateAsync({ kind: "reply", messageId: message.id, input: { content, documentIds } })}
          />
        </DetailsSection>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{d.close}</Button>
        </DialogClose>
        {message.abilities.canReply && !replying && (
          <Button onClick={() => setReplying(true)}>
            <Reply aria-hidden="true" />
            {d.reply}
          </Button>
        )}
      </DialogFooter>
    </>
  );
}
