import { Bell } from "lucide-react";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { Button } from "@web/ui/button";
import { DeferredPopup, deferred } from "@web/ui/deferred";
import { useNotifications, unreadOf } from "./api";
import { notificationsCatalogue } from "./catalogue";

const popover = deferred(() => import("./NotificationPopover"));

/**
 * The header's bell: an unread dot (the count for screen readers), and a list —
 * newest first, worded in the reader's language from kind + data — where a click marks one
 * read and opens its link (NotificationPopover.tsx, loaded after first paint). Live updates
 * come through the dashboard's one stream per tab.
 */
export function NotificationBell() {
  const t = useCatalogue(notificationsCatalogue);
  const list = useNotifications();
  const unread = unreadOf(list.data);
  const label = unread > 0 ? `${t("bell.label")}, ${t("bell.unread", { count: unread })}` : t("bell.label");
  return (
    <DeferredPopup
      module={popover}
      popup={(m) => m.NotificationPopover}
      kind="dialog"
      trigger={
        <Button variant="ghost" size="icon" aria-label={label} className="relative" data-testid="notification-bell">
          <Bell className="size-5" aria-hidden="true" />
          {unread > 0 && (
            <span
              data-testid="notification-dot"
              aria-hidden="true"
              className="absolute top-1.5 right-1.5 size-2.5 rounded-full bg-destructive ring-2 ring-background"
            />
          )}
        </Button>
      }
    />
  );
}
