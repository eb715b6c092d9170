import type { ComposeMessageInput, MessageFilter, messagesContract, ReplyMessageInput, SendMessageInput } from "@core/messages";
import { CONVERSATION_FILTERS, type ConversationFilter } from "@core/messages-constants";
import { messagesRoutes } from "@core/routes/messages";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { client } from "@web/lib/api";
import { PRELOADED_FRESH_MS } from "@web/lib/query-client";
import { pagedList } from "@web/lib/list-query";
import { param, urlSchema } from "@web/ui/url-state";

/**
 * Every messages query lives under ["messages", …]: the bell's live updates invalidate
 * ["messages"] when a message notification arrives, and every screen here refreshes.
 */
export const MESSAGES_QUERY_KEY = ["messages"] as const;

const messagesApi = client<typeof messagesContract>(messagesRoutes);

/** GET /api/messages, page after page (newest first): the member's conversation. */
export const messageListQueryOptions = (status: MessageFilter = "all") =>
  infiniteQueryOptions({
    queryKey: [...MESSAGES_QUERY_KEY, "list", status],
    queryFn: ({ signal, pageParam }) => messagesApi.list({ query: { status: status === "all" ? undefined : status, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: PRELOADED_FRESH_MS,
  });

export function useMessageList(status: MessageFilter = "all") {
  return useInfiniteQuery({ ...messageListQueryOptions(status), placeholderData: keepPreviousData });
}

/** The operator's Messages URL: the status button, the page, and `conversation`, the open client's. */
export const conversationsUrl = urlSchema({ status: param.oneOf(CONVERSATION_FILTERS, "all") });

const conversationPages = pagedList([...MESSAGES_QUERY_KEY, "conversations"], (query: { status: ConversationFilter; cursor?: string }, signal) =>
  messagesApi.conversations({ query: { status: query.status === "all" ? undefined : query.status, cursor: query.cursor }, signal }),
);
export const conversationsQueryOptions = conversationPages.options;
/** GET /api/messages/conversations: one row per client, a page at a time. */
export const useConversations = conversationPages.useList;

/** GET /api/messages/conversations/:clientId, the whole thread. The server marks the client's messages read: the list follows. */
export function useConversation(clientId: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...MESSAGES_QUERY_KEY, "thread", clientId],
    queryFn: async ({ signal }) => {
      const thread = await messagesApi.conversation({ params: { clientId: clientId ?? "" }, signal });
      void queryClient.invalidateQueries({ queryKey: [...MESSAGES_QUERY_KEY, "conversations"] });
      return thread;
    },
    enabled: clientId !== null,
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
