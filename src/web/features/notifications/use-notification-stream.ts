import { pathOf } from "@core/contract";
import type { NotificationStreamReady, NotificationStreamUpdate } from "@core/notifications";
import { NOTIFICATION_EVENTS, NOTIFICATION_RECONNECT_DELAYS_MS, type NotificationKind } from "@core/notifications-constants";
import { notificationsRoutes } from "@core/routes/notifications";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { cachedUnread, mergeLive, NOTIFICATIONS_QUERY_KEY } from "./api";
import { setLiveState } from "./live-state";

/** The screens a kind of notification changes: their queries refetch, so open screens update without a reload. */
const RELATED: Record<NotificationKind, string[]> = {
  message_received: ["messages", "dashboard"],
  message_from_client: ["messages", "dashboard"],
  task_status_changed: ["tasks", "dashboard"],
  task_submitted: ["tasks", "dashboard"],
  payment_requested: ["payments", "dashboard"],
  order_paid: ["payments", "dashboard", "hours", "orders"],
  contact_received: ["contact-inbox", "dashboard"],
  translation_requested: ["translation-requests", "dashboard", "orders"],
  item_overdue: ["dashboard", "messages", "contact-inbox", "translation-requests"],
};

/** Failed attempts in a row, never once open, after which the bell polls the list instead. */
const BLOCKED_AFTER = 2;

function refreshRelated(queryClient: QueryClient, kinds: Set<NotificationKind>) {
  const keys = new Set([...kinds].flatMap((k) => RELATED[k] ?? []));
  for (const key of keys) void queryClient.invalidateQueries({ queryKey: [key] });
}

/**
 * One EventSource per signed-in tab (started by the dashboard layout). Pushed rows go into the
 * bell's cache and refresh the screens they concern. When the stream fails it is reopened
 * after 1, 2, 5, then every 10 s from the last event seen; while it cannot be
 * opened at all, the bell polls every 30 s.
 */
export function useNotificationStream(enabled = true) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") {
      setLiveState({ connected: false, polling: true });
      return;
    }
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let lastId: string | null = null;
    let stopped = false;
    // Every `ready` after the first one follows a break.
    let reopened = false;

    const open = () => {
      const url = pathOf(notificationsRoutes.stream, undefined, { since: lastId });
      const es = new EventSource(url, { withCredentials: true });
      source = es;
      es.addEventListener(NOTIFICATION_EVENTS.ready, (e) => {
        failures = 0;
        if ((e as MessageEvent).lastEventId) lastId = (e as MessageEvent).lastEventId;
        setLiveState({ connected: true, polling: false });
        const ready = JSON.parse((e as MessageEvent).data) as NotificationStreamReady;
        // Back after a break, or the count moved before the stream opened: read the list again.
        if (reopened || ready.unreadCount !== cachedUnread(queryClient)) void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
        reopened = true;
      });
      es.addEventListener(NOTIFICATION_EVENTS.update, (e) => {
        const msg = e as MessageEvent;
        if (msg.lastEventId) lastId = msg.lastEventId;
        const update = JSON.parse(msg.data) as NotificationStreamUpdate;
        mergeLive(queryClient, update.items, update.unreadCount);
        refreshRelated(queryClient, new Set(update.items.map((n) => n.kind)));
      });
      es.onerror = () => {
        // We reconnect ourselves, with the delays of 1, 2, 5 and 10 s, instead of the browser's fixed retry.
        es.close();
        if (stopped) return;
        failures += 1;
        setLiveState({ connected: false, polling: failures >= BLOCKED_AFTER });
        const delay = NOTIFICATION_RECONNECT_DELAYS_MS[Math.min(failures - 1, NOTIFICATION_RECONNECT_DELAYS_MS.length - 1)];
        timer = setTimeout(open, delay);
      };
    };
    open();

    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
      setLiveState({ connected: false, polling: false });
    };
  }, [enabled, queryClient]);
}
