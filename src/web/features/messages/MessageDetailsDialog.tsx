import { type MessageDetails, messageShortId } from "@core/messages";
import { LoaderCircle, Reply } from "lucide-react";
import { type ReactNode, useState } from "react";
import { DueBadge } from "@web/components/DueBadge";
import { useCopy, useI18n } from "@web/i18n/I18nProvider";
import { Badge } from "@web/ui/badge";
import { Button } from "@web/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/ui/dialog";
import { useMessage, useWriteMessage } from "./api";
import { type MessagesCopy, messagesCopy } from "./copy";
import { formatDateTime } from "./format";
import { MessageBody } from "./MessageBody";
import { MessageForm } from "./MessageForm";
import { useTranslate } from "@web/i18n/use-translate";

type Props = { messageId: string | null; onClose: () => void };

/** Message Details (spec §2): opening it marks a client's message read; Reply (when its abilities allow) writes in that client's conversation. */
export function MessageDetailsDialog({ messageId, onClose }: Props) {
  const copy = useCopy(messagesCopy);
  const translate = useTranslate();
  const message = useMessage(messageId);
  return (
    <Dialog open={messageId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={copy.details.close} className="max-h-[90dvh] max-w-2xl overflow-y-auto">
        {message.data ? (
          <Details key={message.data.id} message={message.data} copy={copy} />
        ) : (
          <DialogHeader>
            <DialogTitle>{copy.details.title}</DialogTitle>
            {message.isError ? (
              <DialogDescription role="alert" className="text-destructive">
                {copy.messages.detailsFailed} {translate(message.error.message)}
              </DialogDescription>
            ) : (
              <DialogDescription role="status" className="flex items-center gap-2">
                <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                {copy.details.loading}
              </DialogDescription>
            )}
          </DialogHeader>
        )}
      </DialogContent>
    </Dialog>
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
        <Item label={d.id}>
          <span className="font-mono">{messageShortId(message.id)}</span>
        </Item>
        <Item label={d.client}>
          <span className="wrap-anywhere">
            {name} <span className="text-muted-foreground">&lt;{message.client.email}&gt;</span>
          </span>
        </Item>
        <Item label={d.date}>{formatDateTime(message.createdAt, locale)}</Item>
        <Item label={d.status}>
          <span className="flex flex-wrap gap-1.5">
            <Badge variant={message.isRead ? "secondary" : "default"}>{message.isRead ? copy.status.read : copy.status.unread}</Badge>
            {message.sender === "client" &&
              message.dueAt &&
              (message.answeredAt ? <Badge variant="secondary">{copy.admin.answered}</Badge> : <DueBadge dueAt={message.dueAt} />)}
          </span>
        </Item>
      </dl>
      <div className="rounded-lg bg-muted/60 p-4 text-sm">
        <MessageBody message={message} copy={copy} />
      </div>
      {replying && (
        <section aria-labelledby="reply-title" className="grid gap-3 border-t pt-4">
          <h3 id="reply-title" className="font-semibold">
            {d.replyTitle(name)}
          </h3>
          <MessageForm
            id="reply-content"
            label={copy.form.message}
            copy={copy}
            autoFocus
            onSend={(content, documentIds) => write.mutateAsync({ kind: "reply", messageId: message.id, input: { content, documentIds } })}
          />
        </section>
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

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}
