import { type ComposeMessageInput, MESSAGE_FILTERS, type MessageFilter, type messagesContract, type ReplyMessageInput, type SendMessageInput } from "@core/messages";
import { messagesRoutes } from "@core/routes/messages";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { client } from "@web/lib/api";
import { PRELOADED_FRESH_MS } from "@web/lib/query-client";
import { param } from "@web/ui/url-state";
import { z } from "zod";

/**
 * Every messages query lives under ["messages", …]: the bell's live updates invalidate
 * ["messages"] when a message notification arrives, and every screen here refreshes.
 */
export const MESSAGES_QUERY_KEY = ["messages"] as const;

const messagesApi = client<typeof messagesContract>(messagesRoutes);

/** GET /api/messages, page after page (newest first): the member's conversation or the operator's table. */
/** The operator's Messages URL: the filter (and `message`, the open one; later pages load below, not in the URL). */
export const messageListUrl = z.object({ status: param.oneOf(MESSAGE_FILTERS, "all") });

export const messageListQueryOptions = (status: MessageFilter = "all") =>
  infiniteQueryOptions({
    queryKey: [...MESSAGES_QUERY_KEY, "list", status],
    queryFn: ({ signal, pageParam }) => messagesApi.list({ query: { status: status === "all" ? undefined : status, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: PRELOADED_FRESH_MS,
  });

/** Switching All ↔ Unread keeps the previous page (and its abilities) on screen until the new one arrives. */
export function useMessageList(status: MessageFilter = "all") {
  return useInfiniteQuery({ ...messageListQueryOptions(status), placeholderData: keepPreviousData });
}

/** GET /api/messages/:id (Message Details). The server marks it read when the caller is its recipient. */
export function useMessage(id: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...MESSAGES_QUERY_KEY, "detail", id],
    queryFn: async ({ signal }) => {
      const message = await messagesApi.get({ params: { id: id ?? "" }, signal });
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
    mutationFn: () => messagesApi.markRead(),
    onSuccess: (result) => (result.updated > 0 ? queryClient.invalidateQueries({ queryKey: MESSAGES_QUERY_KEY }) : undefined),
  });
}

type Write =
  | { kind: "send"; input: SendMessageInput }
  | { kind: "reply"; messageId: string; input: ReplyMessageInput }
  | { kind: "compose"; input: ComposeMessageInput };

function write(w: Write) {
  if (w.kind === "reply") return messagesApi.reply({ params: { id: w.messageId }, body: w.input });
  return w.kind === "compose" ? messagesApi.compose({ body: w.input }) : messagesApi.send({ body: w.input });
}

/** A new message (member's, a reply, or the operator's Compose New); every messages query refreshes after. */
export function useWriteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MESSAGES_QUERY_KEY }),
  });
}
