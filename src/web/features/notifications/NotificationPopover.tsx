import type { Notification } from "@core/notifications";
import { Popover } from "radix-ui";
import { useState } from "react";
import { useNavigate } from "react-router";
import { type Locale, useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { cn } from "@web/lib/cn";
import { formatAgo } from "@web/lib/format-ago";
import { useMoney } from "@web/lib/use-money";
import { Button } from "@web/ui/button";
import { uiCatalogue } from "@web/ui/catalogue";
import type { PopupProps } from "@web/ui/deferred";
import { useMarkAllRead, useMarkRead, useNotifications, unreadOf } from "./api";
import { type NotificationsTranslate, notificationsCatalogue } from "./catalogue";
import { notificationText } from "./notification-text";

/**
 * The bell's list (NotificationBell.tsx draws the button): a chunk of its own with Radix's
 * popover, fetched after the dashboard's first paint (ui/deferred.tsx).
 */
export function NotificationPopover({ trigger, defaultOpen }: PopupProps) {
  const { locale } = useI18n();
  const t = useCatalogue(notificationsCatalogue);
  const [open, setOpen] = useState(defaultOpen);
  const list = useNotifications();
  const unread = unreadOf(list.data);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label={t("title")}
          className="animate-menu z-50 flex max-h-[min(32rem,calc(100dvh-5rem))] w-[min(24rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-lg border bg-popover text-popover-foreground shadow-lg"
        >
          <NotificationPanel t={t} locale={locale} list={list} unread={unread} onNavigate={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function NotificationPanel({
  t,
  locale,
  list,
  unread,
  onNavigate,
}: {
  t: NotificationsTranslate;
  locale: Locale;
  list: ReturnType<typeof useNotifications>;
  unread: number;
  onNavigate: () => void;
}) {
  const navigate = useNavigate();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const { money } = useMoney();
  const ui = useCatalogue(uiCatalogue);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];

  const openOne = (n: Notification) => {
    if (!n.readAt) markRead.mutate(n.id);
    onNavigate();
    // Only a path inside the app, never another origin.
    if (n.link.startsWith("/") && !n.link.startsWith("//")) void navigate(n.link);
  };

  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b px-3 py-2">
        <h2 className="text-sm font-semibold">{t("title")}</h2>
        <Button variant="link" size="flush" className="h-auto" disabled={unread === 0 || markAll.isPending} onClick={() => markAll.mutate()}>
          {t("markAll")}
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {list.isPending ? (
          <p className="px-3 py-6 text-center text-sm text-muted-foreground">{t("loading")}</p>
        ) : list.isError ? (
          <div className="flex flex-col items-center gap-2 px-3 py-6 text-center text-sm">
            <p>{t("failed")}</p>
            <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
              {ui("list.retry")}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className="px-3 py-6 text-center text-sm text-muted-foreground">{t("empty")}</p>
        ) : (
          <ul className="divide-y" aria-label={t("title")}>
            {items.map((n) => (
              <li key={n.id}>
                <button
                  type="button"
                  onClick={() => openOne(n)}
                  className={cn(
                    "flex w-full items-start gap-2 px-3 py-2.5 text-left text-sm outline-none hover:bg-accent focus-visible:bg-accent",
                    !n.readAt && "bg-primary/5",
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={cn("mt-1.5 size-2 shrink-0 rounded-full", n.readAt ? "bg-transparent" : "bg-primary")}
                  />
                  <span className="flex min-w-0 flex-col gap-0.5">
                    <span className={cn("break-words", !n.readAt && "font-medium")}>
                      {!n.readAt && <span className="sr-only">{t("unreadLabel")}: </span>}
                      {notificationText(t, n, money)}
                    </span>
                    <time dateTime={n.createdAt} className="text-xs text-muted-foreground">
                      {formatAgo(n.createdAt, locale)}
                    </time>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {list.hasNextPage && (
          <div className="border-t p-2 text-center">
            <Button variant="ghost" size="sm" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {t("loadMore")}
            </Button>
          </div>
        )}
      </div>
    </>
  );
}
