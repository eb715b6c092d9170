import type { ConversationRow } from "@core/messages";
import { CONVERSATION_FILTERS } from "@core/messages-constants";
import { Eye, Paperclip } from "lucide-react";
import { DashboardScreen } from "@web/components/DashboardScreen";
import { DueBadge } from "@web/components/DueBadge";
import { InboxList } from "@web/components/InboxList";
import { PersonCell } from "@web/components/PersonCell";
import { useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { Badge } from "@web/ui/badge";
import { Button } from "@web/ui/button";
import type { Column } from "@web/ui/data-table";
import { useUrlState } from "@web/ui/url-state";
import { conversationsUrl, useConversations } from "./api";
import { CannedRepliesDialog } from "./CannedRepliesDialog";
import { ComposeDialog } from "./ComposeDialog";
import { DeferredView, deferred } from "@web/ui/deferred";
import { type MessagesTranslate, messagesCatalogue } from "./catalogue";
import { formatDateTime } from "@web/lib/format-date";

/**
 * A conversation's dialog, with its reply form and canned replies (react-hook-form, zod): fetched
 * when one is opened (a link to one included), or as the pointer or the focus reaches its Open
 * button, not with the list, whose first render it slowed. Once in, it stays (its closing animation).
 */
const conversationDialog = deferred(() => import("./ConversationDialog"));

/**
 * /dashboard/messages for the operator: one row per client's conversation —
 * the last message, the unread count, what waits for a reply and until when — opening the whole
 * thread. Compose New and the canned replies when the abilities allow.
 */
export function AdminMessages() {
  const t = useCatalogue(messagesCatalogue);
  const url = useUrlState(conversationsUrl, "conversation");
  const list = useConversations(url.values);
  const now = new Date(list.dataUpdatedAt || Date.now());
  const columns = useConversationColumns(t, url.open, now);

  return (
    <DashboardScreen
      title={t("admin.title")}
      description={t("conversations.lead")}
      actions={
        list.data?.abilities.canCompose && (
          <>
            <CannedRepliesDialog t={t} />
            <ComposeDialog t={t} />
          </>
        )
      }
    >
      <InboxList
        name="conversations"
        t={t}
        filters={CONVERSATION_FILTERS}
        url={url}
        list={list}
        counts={list.data?.counts}
        columns={columns}
        rowProps={(r, as) => ({
          className: r.unread > 0 ? "bg-accent/60" : undefined,
          "data-unread": r.unread > 0 ? "true" : undefined,
          "data-testid": as === "row" ? "conversation-row" : "conversation-card",
        })}
      />
      <DeferredView module={conversationDialog} wanted={url.openId}>
        {(m) => <m.ConversationDialog clientId={url.openId} onClose={url.close} />}
      </DeferredView>
    </DashboardScreen>
  );
}

function useConversationColumns(t: MessagesTranslate, onOpen: (id: string) => void, now: Date): Column<ConversationRow>[] {
  const { locale } = useI18n();
  return [
    { header: t("conversations.columns.client"), card: "title", cell: (r) => <PersonCell name={r.client.name} email={r.client.email} /> },
    {
      header: t("conversations.columns.last"),
      card: "line",
      className: "max-w-72",
      cell: (r) => (
        <span className="grid gap-0.5 text-sm">
          <span className="wrap-anywhere">
            {r.last.sender === "admin" && <span className="text-muted-foreground">{t("conversations.you")}</span>}
            {r.last.preview}
          </span>
          {r.last.attachments > 0 && (
            <span className="flex items-center gap-1 text-xs text-muted-foreground">
              <Paperclip className="size-3" aria-hidden="true" />
              {t("conversations.files", { count: r.last.attachments })}
            </span>
          )}
        </span>
      ),
    },
    { header: t("conversations.columns.unread"), card: "aside", cell: (r) => (r.unread > 0 ? <Badge>{t("conversations.unreadCount", { count: r.unread })}</Badge> : null) },
    {
      header: t("conversations.columns.waiting"),
      cell: (r) =>
        r.waitingSince && r.dueAt ? (
          <span className="grid justify-items-start gap-1 text-xs text-muted-foreground">
            <DueBadge dueAt={r.dueAt} now={now} />
            {t("conversations.waitingSince", { date: formatDateTime(r.waitingSince, locale) })}
          </span>
        ) : (
          <span className="text-muted-foreground">—</span>
        ),
    },
    { header: t("conversations.columns.date"), className: "whitespace-nowrap", cell: (r) => formatDateTime(r.last.createdAt, locale) },
    {
      header: t("conversations.columns.actions"),
      card: "footer",
      cell: (r) => (
        <Button variant="outline" size="sm" onClick={() => onOpen(r.id)} onPointerEnter={conversationDialog.prefetch} onFocus={conversationDialog.prefetch} aria-label={t("conversations.openLabel", { name: r.client.name })}>
          <Eye aria-hidden="true" />
          {t("conversations.open")}
        </Button>
      ),
    },
  ];
}
