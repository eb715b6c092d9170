import type { cannedRepliesContract } from "@core/canned-replies";
import type { ContactReplyInput, contactInboxContract } from "@core/contact-inbox";
import type { InboxQuery, inboxContract } from "@core/inbox";
import { INBOX_KIND_FILTERS, INBOX_STATE_FILTERS, INBOX_WAITING_FILTERS } from "@core/inbox-constants";
import type { messagesContract } from "@core/messages";
import type { ordersContract } from "@core/orders";
import { cannedRepliesRoutes } from "@core/routes/canned-replies";
import { contactInboxRoutes } from "@core/routes/contact";
import { inboxRoutes } from "@core/routes/inbox";
import { messagesRoutes } from "@core/routes/messages";
import { ordersRoutes } from "@core/routes/orders";
import { translationRoutes } from "@core/routes/translation";
import type { translationContract } from "@core/translation";
import { useQuery } from "@tanstack/react-query";
import { client } from "@web/lib/api";
import { pagedList, useDetail } from "@web/lib/list-query";
import { useRefreshingMutation } from "@web/lib/mutation";
import { param, urlSchema } from "@web/ui/url-state";

/*
 * The operator inbox's calls: its own list and client panel, and each kind's existing routes for
 * the thread and the actions (the same routes the separate screens use).
 */

export const INBOX_KEY = ["inbox"] as const;
const inboxApi = client<typeof inboxContract>(inboxRoutes);
const messagesApi = client<typeof messagesContract>(messagesRoutes);
const contactApi = client<typeof contactInboxContract>(contactInboxRoutes);
const ordersApi = client<typeof ordersContract>(ordersRoutes);
const translationApi = client<typeof translationContract>(translationRoutes);
const cannedApi = client<typeof cannedRepliesContract>(cannedRepliesRoutes);

/** The inbox's URL: filters, cursor, and `item` (kind:id) the open one. */
export const inboxUrl = urlSchema({
  kind: param.oneOf(INBOX_KIND_FILTERS, "all"),
  state: param.oneOf(INBOX_STATE_FILTERS, "all"),
  waiting: param.oneOf(INBOX_WAITING_FILTERS, "any"),
});

const inboxPages = pagedList(INBOX_KEY, (query: InboxQuery, signal) => inboxApi.list({ query, signal }));
export const inboxQueryOptions = inboxPages.options;
export const useInbox = inboxPages.useList;

export const useClientContext = (clientId: string | null) =>
  useDetail([...INBOX_KEY, "context"], clientId, (id, signal) => inboxApi.context({ params: { clientId: id }, signal }));

export const useConversation = (clientId: string | null) =>
  useDetail(["messages", "conversation"], clientId, (id, signal) => messagesApi.conversation({ params: { clientId: id }, signal }));
export const useContactRequest = (id: string | null) => useDetail(["contact-inbox"], id, (itemId, signal) => contactApi.get({ params: { id: itemId }, signal }));
export const useOrder = (id: string | null) => useDetail(["orders"], id, (itemId, signal) => ordersApi.get({ params: { id: itemId }, signal }));
export const useTranslationRequest = (id: string | null) =>
  useDetail(["translation-requests"], id, (itemId, signal) => translationApi.get({ params: { id: itemId }, signal }));

export const useCannedReplies = () => useQuery({ queryKey: ["canned-replies"], queryFn: ({ signal }) => cannedApi.list({ signal }) });

/** Every action refreshes the inbox and the screens it touches. */
const REFRESH = [INBOX_KEY, ["messages"], ["contact-inbox"], ["orders"], ["translation-requests"], ["notifications"]] as const;

export const useMessageReply = () => useRefreshingMutation((input: { messageId: string; content: string }) => messagesApi.reply({ params: { id: input.messageId }, body: { content: input.content, documentIds: [] } }), REFRESH);
export const useContactReply = () => useRefreshingMutation((input: ContactReplyInput & { id: string }) => contactApi.reply({ params: { id: input.id }, body: { subject: input.subject, body: input.body } }), REFRESH);

export type Closable = { kind: "message" | "email" | "contact" | "order"; id: string; clientId: string | null };
/** `e`: each kind's own close — a conversation handled, a contact request Closed, an order Done. */
export const useCloseItem = () =>
  useRefreshingMutation(async (item: Closable): Promise<unknown> => {
    if (item.kind === "contact") return contactApi.setStatus({ params: { id: item.id }, body: { status: "closed" } });
    if (item.kind === "order") return ordersApi.setStatus({ params: { id: item.id }, body: { status: "done" } });
    return inboxApi.conversationHandled({ params: { clientId: item.clientId ?? "" } });
  }, REFRESH);
