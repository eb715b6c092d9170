import type { Notification, NotificationList, notificationsContract } from "@core/notifications";
import { NOTIFICATION_POLL_MS } from "@core/notifications-constants";
import { notificationsRoutes } from "@core/routes/notifications";
import { type InfiniteData, infiniteQueryOptions, type QueryClient, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { client } from "@web/lib/api";
import { PRELOADED_FRESH_MS } from "@web/lib/query-client";
import { useLiveState } from "./live-state";

const notificationsApi = client<typeof notificationsContract>(notificationsRoutes);

export const NOTIFICATIONS_QUERY_KEY = ["notifications"] as const;
const LIST_KEY = [...NOTIFICATIONS_QUERY_KEY, "list"] as const;
type Pages = InfiniteData<NotificationList, string | null>;

/** GET /api/notifications, page after page ("Load more"). */
export const notificationListQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: LIST_KEY,
    queryFn: ({ signal, pageParam }) => notificationsApi.list({ query: { cursor: pageParam ?? undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: PRELOADED_FRESH_MS,
  });

/** The bell's list. Polls every 30 s while the live stream is blocked. */
export function useNotifications() {
  const { polling } = useLiveState();
  return useInfiniteQuery({ ...notificationListQueryOptions(), refetchInterval: polling ? NOTIFICATION_POLL_MS : false });
}

export const unreadOf = (data: InfiniteData<NotificationList, unknown> | undefined) => data?.pages[0]?.unreadCount ?? 0;

function update(queryClient: QueryClient, fn: (pages: Pages) => Pages) {
  queryClient.setQueryData<Pages>(LIST_KEY, (old) => (old ? fn(old) : old));
}

/** New rows from the stream go on top (merged by id: a reconnect may repeat one), with the new count. */
export function mergeLive(queryClient: QueryClient, items: Notification[], unreadCount: number) {
  update(queryClient, (old) => {
    const known = new Set(old.pages.flatMap((p) => p.items.map((n) => n.id)));
    const fresh = items.filter((n) => !known.has(n.id));
    return {
      ...old,
      pages: old.pages.map((p, i) => (i === 0 ? { ...p, items: [...fresh, ...p.items], unreadCount } : { ...p, unreadCount })),
    };
  });
}

export const cachedUnread = (queryClient: QueryClient) => unreadOf(queryClient.getQueryData<Pages>(LIST_KEY));

function markLocally(queryClient: QueryClient, ids: Set<string> | "all", unreadCount: number) {
  const now = new Date().toISOString();
  update(queryClient, (old) => ({
    ...old,
    pages: old.pages.map((p) => ({
      ...p,
      unreadCount,
      items: p.items.map((n) => (!n.readAt && (ids === "all" || ids.has(n.id)) ? { ...n, readAt: now } : n)),
    })),
  }));
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => notificationsApi.markRead({ params: { id } }),
    onSuccess: (res, id) => markLocally(queryClient, new Set([id]), res.unreadCount),
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => notificationsApi.markAllRead(),
    onSuccess: (res) => markLocally(queryClient, "all", res.unreadCount),
  });
}
