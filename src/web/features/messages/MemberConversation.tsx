import type { MessageRow } from "@core/messages";
import { useEffect, useState } from "react";
import { toast } from "@web/ui/toast";
import { DashboardScreen } from "@web/components/DashboardScreen";
import { useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { cn } from "@web/lib/cn";
import { Badge } from "@web/ui/badge";
import { Button } from "@web/ui/button";
import { LoadFailed, LoadingLine } from "@web/ui/list-states";
import { Card, CardContent, CardHeader } from "@web/ui/card";
import { useMarkConversationRead, useMessageList, useWriteMessage } from "./api";
import { type MessagesTranslate, messagesCatalogue } from "./catalogue";
import { formatDateTime } from "@web/lib/format-date";
import { MessageBody } from "./MessageBody";
import { MessageForm } from "./MessageForm";
import { useTranslate } from "@web/i18n/use-translate";
import type { Locale } from "@core/locale";

/**
 * /dashboard/messages for a member: the reply box, then the conversation newest
 * first. Opening it marks the operator's messages read; the ones that were unread stay
 * highlighted while the screen is open. The box and the marking follow the conversation's
 * abilities (messagePolicy on the server).
 */
export function MemberConversation() {
  const t = useCatalogue(messagesCatalogue);
  const translate = useTranslate();
  const { locale } = useI18n();
  const list = useMessageList();
  const write = useWriteMessage();
  const markRead = useMarkConversationRead();
  const [seenUnread, setSeenUnread] = useState<ReadonlySet<string>>(new Set());

  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const abilities = list.data?.pages[0]?.abilities;
  const canMarkRead = abilities?.canMarkRead ?? false;
  const unreadIds = items.filter((m) => m.unreadForMe).map((m) => m.id);
  const unreadKey = unreadIds.join(",");
  const { mutate: markAllRead } = markRead;
  useEffect(() => {
    if (!unreadKey || !canMarkRead) return;
    const ids = unreadKey.split(",");
    setSeenUnread((seen) => new Set([...seen, ...ids]));
    markAllRead(undefined, { onError: (err) => toast.error(t("messages.updateFailed", { message: translate(err.message) }), { id: "messages-read-failed" }) });
  }, [unreadKey, canMarkRead, markAllRead, t, translate]);

  const errorMessage = list.isError ? t("messages.loadFailed", { message: translate(list.error.message) }) : null;
  useEffect(() => {
    if (errorMessage) toast.error(errorMessage, { id: "messages-load-failed" });
  }, [errorMessage]);

  return (
    <DashboardScreen title={t("member.title")} description={t("member.lead")}>
      {abilities?.canSend && (
        <Card className="max-w-3xl">
          <CardHeader>
            <h2 className="text-lg leading-tight font-semibold">{t("member.writeTitle")}</h2>
          </CardHeader>
          <CardContent>
            <MessageForm id="message-content" label={t("form.message")} t={t} onSend={(content, documentIds) => write.mutateAsync({ kind: "send", input: { content, documentIds } })} />
          </CardContent>
        </Card>
      )}

      <section aria-labelledby="conversation-title" className="grid max-w-3xl grid-cols-1 gap-3" aria-busy={list.isFetching}>
        <h2 id="conversation-title" className="text-lg font-semibold">
          {t("member.conversation")}
        </h2>
        {list.isPending ? (
          <LoadingLine className="py-6">{t("member.loading")}</LoadingLine>
        ) : list.isError && items.length === 0 ? (
          <LoadFailed className="py-6" retry={t("member.retry")} onRetry={() => list.refetch()}>
            {translate(errorMessage)}
          </LoadFailed>
        ) : items.length === 0 ? (
          <p className="py-6 text-muted-foreground">{t("member.empty")}</p>
        ) : (
          <ol className="grid grid-cols-1 gap-3">
            {items.map((m) => (
              <ConversationItem key={m.id} message={m} highlighted={m.unreadForMe || seenUnread.has(m.id)} locale={locale} t={t} />
            ))}
          </ol>
        )}
        {list.hasNextPage && (
          <Button variant="outline" onClick={() => list.fetchNextPage()} disabled={list.isFetchingNextPage} className="justify-self-start">
            {list.isFetchingNextPage ? t("member.olderLoading") : t("member.older")}
          </Button>
        )}
      </section>
    </DashboardScreen>
  );
}

function ConversationItem({ message, highlighted, locale, t }: { message: MessageRow; highlighted: boolean; locale: Locale; t: MessagesTranslate }) {
  const mine = message.sender === "client";
  return (
    <li
      data-testid="conversation-message"
      data-unread={highlighted ? "true" : undefined}
      className={cn(
        "grid min-w-0 gap-2 rounded-xl border p-4",
        mine ? "bg-card sm:ml-10" : "bg-muted/50 sm:mr-10",
        highlighted && "border-primary bg-accent text-accent-foreground",
      )}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="font-semibold">{mine ? t("member.you") : t("member.operator")}</span>
        <time dateTime={message.createdAt} className="text-muted-foreground">
          {formatDateTime(message.createdAt, locale)}
        </time>
        {highlighted && <Badge>{t("member.newBadge")}</Badge>}
      </div>
      <MessageBody message={message} t={t} />
    </li>
  );
}
