import {
  type ComposeMessageInput,
  type MessageFilter,
  type ReplyMessageInput,
  type SendMessageInput,
  markReadResultSchema,
  messageListPageSchema,
  messageRowSchema,
} from "@core/messages";
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api";
import { PRELOADED_FRESH_MS } from "@web/lib/query-client";

/**
 * Every messages query lives under ["messages", …]: the bell's live updates invalidate
 * ["messages"] when a message notification arrives, and every screen here refreshes.
 */
export const MESSAGES_QUERY_KEY = ["messages"] as const;

function listPath(status: MessageFilter, cursor: string | undefined): string {
  const params = new URLSearchParams();
  if (status !== "all") params.set("status", status);
  if (cursor) params.set("cursor", cursor);
  const qs = params.toString();
  return qs ? `/api/messages?${qs}` : "/api/messages";
}

/** GET /api/messages, page after page (newest first): the member's conversation or the operator's table. */
export const messageListQueryOptions = (status: MessageFilter = "all") =>
  infiniteQueryOptions({
    queryKey: [...MESSAGES_QUERY_KEY, "list", status],
    queryFn: ({ signal, pageParam }) => api.get(listPath(status, pageParam), { signal, schema: messageListPageSchema }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: PRELOADED_FRESH_MS,
  });

export function useMessageList(status: MessageFilter = "all") {
  return useInfiniteQuery(messageListQueryOptions(status));
}

/** GET /api/messages/:id (Message Details). The server marks it read when the caller is its recipient. */
export function useMessage(id: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...MESSAGES_QUERY_KEY, "detail", id],
    queryFn: async ({ signal }) => {
      const message = await api.get(`/api/messages/${encodeURIComponent(id ?? "")}`, { signal, schema: messageRowSchema });
      // It may have just become read: the lists' highlight and counts follow.
      void queryClient.invalidateQueries({ queryKey: [...MESSAGES_QUERY_KEY, "list"] });
      return message;
    },
    enabled: id !== null,
  });
}

/** POST /api/messages/read: the member opened their conversation. */
export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post("/api/messages/read", {}, { schema: markReadResultSchema }),
    onSuccess: (result) => (result.updated > 0 ? queryClient.invalidateQueries({ queryKey: MESSAGES_QUERY_KEY }) : undefined),
  });
}

type Write =
  | { kind: "send"; input: SendMessageInput }
  | { kind: "reply"; messageId: string; input: ReplyMessageInput }
  | { kind: "compose"; input: ComposeMessageInput };

function writePath(w: Write): string {
  if (w.kind === "reply") return `/api/messages/${encodeURIComponent(w.messageId)}/reply`;
  return w.kind === "compose" ? "/api/messages/compose" : "/api/messages";
}

/** A new message (member's, a reply, or the operator's Compose New); every messages query refreshes after. */
export function useWriteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (w: Write) => api.post(writePath(w), w.input, { schema: messageRowSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MESSAGES_QUERY_KEY }),
  });
}
