import { MESSAGE_FILTERS } from "@core/messages";
import { DashboardPageHeader } from "@web/components/DashboardPageHeader";
import { useCopy } from "@web/i18n/I18nProvider";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { Button } from "@web/ui/button";
import { FilterTabs } from "@web/ui/filter-tabs";
import { useUrlState } from "@web/ui/url-state";
import { messageListUrl, useMessageList } from "./api";
import { CannedRepliesDialog } from "./CannedRepliesDialog";
import { ComposeDialog } from "./ComposeDialog";
import { messagesCopy } from "./copy";
import { MessageDetailsDialog } from "./MessageDetailsDialog";
import { MessageTable } from "./MessageTable";

/** /dashboard/messages for the operator (spec §2 Messages): every conversation, unread first-class; Compose New when the abilities allow. */
export function AdminMessages() {
  const copy = useCopy(messagesCopy);
  useDocumentTitle(copy.admin.title);
  const url = useUrlState(messageListUrl, "message");
  const filter = url.values.status;
  const list = useMessageList(filter);
  const first = list.data?.pages[0];
  const now = new Date(list.dataUpdatedAt || Date.now());

  return (
    <div className="grid grid-cols-1 gap-6">
      <DashboardPageHeader title={copy.admin.title} description={copy.admin.lead} actions={
          first?.abilities.canCompose && (
            <>
              <CannedRepliesDialog copy={copy} />
              <ComposeDialog copy={copy} />
            </>
          )
        }
      />
      <FilterTabs
        label={copy.admin.filterLabel}
        options={MESSAGE_FILTERS}
        names={copy.admin}
        counts={first && { unread: first.unread }}
        value={filter}
        onChange={(f) => url.set({ status: f })}
      />
      <MessageTable
        query={list}
        rows={list.data?.pages.flatMap((p) => p.items)}
        onView={(m) => url.open(m.id)}
        copy={copy}
        now={now}
        texts={{
          loading: copy.admin.loading,
          empty: filter === "unread" ? copy.admin.emptyUnread : copy.admin.empty,
          error: list.isError ? copy.messages.loadFailed(list.error.message) : null,
          errorToastId: "messages-load-failed",
          retry: copy.member.retry,
        }}
        footer={
          list.hasNextPage && (
            <div className="mt-4 border-t pt-4">
              <Button variant="outline" size="sm" onClick={() => list.fetchNextPage()} disabled={list.isFetchingNextPage}>
                {copy.admin.more}
              </Button>
            </div>
          )
        }
      />
      <MessageDetailsDialog messageId={url.openId} onClose={url.close} />
    </div>
  );
}
