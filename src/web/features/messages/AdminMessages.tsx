import { MESSAGE_FILTERS, type MessageFilter } from "@core/messages";
import { LoaderCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "@web/ui/toast";
import { DashboardPageHeader } from "@web/components/DashboardPageHeader";
import { useCopy } from "@web/i18n/I18nProvider";
import { cn } from "@web/lib/cn";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { Badge } from "@web/ui/badge";
import { Button } from "@web/ui/button";
import { Card, CardContent } from "@web/ui/card";
import { useMessageList } from "./api";
import { ComposeDialog } from "./ComposeDialog";
import { messagesCopy } from "./copy";
import { MessageDetailsDialog } from "./MessageDetailsDialog";
import { MessageTable } from "./MessageTable";
import { useTranslate } from "@web/i18n/use-translate";

/** /dashboard/messages for the operator (spec §2 Messages): every conversation, unread first-class; Compose New when the abilities allow. */
export function AdminMessages() {
  const copy = useCopy(messagesCopy);
  const translate = useTranslate();
  useDocumentTitle(copy.admin.title);
  const [filter, setFilter] = useState<MessageFilter>("all");
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useMessageList(filter);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const unread = list.data?.pages[0]?.unread;
  const abilities = list.data?.pages[0]?.abilities;
  const now = new Date(list.dataUpdatedAt || Date.now());

  const errorMessage = list.isError ? copy.messages.loadFailed(list.error.message) : null;
  useEffect(() => {
    if (errorMessage) toast.error(errorMessage, { id: "messages-load-failed" });
  }, [errorMessage]);

  return (
    <div className="grid grid-cols-1 gap-6">
      <DashboardPageHeader title={copy.admin.title} description={copy.admin.lead} actions={abilities?.canCompose && <ComposeDialog copy={copy} />} />

      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{copy.admin.filterLabel}</legend>
        {MESSAGE_FILTERS.map((f) => (
          <Button key={f} variant={filter === f ? "default" : "outline"} size="sm" aria-pressed={filter === f} onClick={() => setFilter(f)}>
            {f === "all" ? copy.admin.all : copy.admin.unread}
            {f === "unread" && unread !== undefined && (
              <Badge variant="secondary" className={cn(filter === f && "bg-primary-foreground text-primary")}>
                {unread}
              </Badge>
            )}
          </Button>
        ))}
      </fieldset>

      <Card>
        <CardContent aria-busy={list.isFetching}>
          {list.isPending ? (
            <p role="status" className="flex items-center gap-2 py-6 text-muted-foreground">
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              {copy.admin.loading}
            </p>
          ) : list.isError && items.length === 0 ? (
            <div role="alert" className="flex flex-wrap items-center gap-3 py-6 text-sm text-destructive">
              {translate(errorMessage)}
              <Button variant="outline" size="sm" onClick={() => list.refetch()}>
                {copy.member.retry}
              </Button>
            </div>
          ) : items.length === 0 ? (
            <p className="py-6 text-center font-medium">{filter === "unread" ? copy.admin.emptyUnread : copy.admin.empty}</p>
          ) : (
            <MessageTable items={items} onView={(m) => setOpenId(m.id)} copy={copy} now={now} />
          )}
          {list.hasNextPage && (
            <div className="mt-4 border-t pt-4">
              <Button variant="outline" size="sm" onClick={() => list.fetchNextPage()} disabled={list.isFetchingNextPage}>
                {copy.admin.more}
              </Button>
            </div>
          )}
        </CardContent>
      </Card>

      <MessageDetailsDialog messageId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
