import type { ContactConvertClientInput, ContactConvertTaskInput, ContactInboxQuery, ContactReplyInput, ContactStatusInput, contactInboxContract } from "@core/contact-inbox";
import { CONTACT_FILTERS, INBOX_SORTS } from "@core/contact-inbox-constants";
import { contactInboxRoutes } from "@core/routes/contact";
import { client } from "@web/lib/api";
import { pagedList, useDetail } from "@web/lib/list-query";
import { useRefreshingMutation } from "@web/lib/mutation";
import { param, urlSchema } from "@web/ui/url-state";

export const CONTACT_INBOX_KEY = ["contact-inbox"] as const;
const inboxApi = client<typeof contactInboxContract>(contactInboxRoutes);

/** The inbox's URL: filter and order (plus the cursor, and `id`, the open request). */
export const contactInboxUrl = urlSchema({ status: param.oneOf(CONTACT_FILTERS, "all"), sort: param.oneOf(INBOX_SORTS, "newest") });

const contactInboxPages = pagedList(CONTACT_INBOX_KEY, (query: ContactInboxQuery, signal) => inboxApi.list({ query, signal }));
export const contactInboxQueryOptions = contactInboxPages.options;
export const useContactInbox = contactInboxPages.useList;

export const useContactRequest = (id: string | null) => useDetail(CONTACT_INBOX_KEY, id, (itemId, signal) => inboxApi.get({ params: { id: itemId }, signal }));

/** Every action answers the updated request; the list and the clients/tasks screens refresh. */
const useAction = <I, O>(request: (input: I) => Promise<O>) => useRefreshingMutation(request, [CONTACT_INBOX_KEY, ["clients"], ["tasks"]]);

export const useReply = (id: string) => useAction((input: ContactReplyInput) => inboxApi.reply({ params: { id }, body: input }));
export const useSetStatus = (id: string) => useAction((input: ContactStatusInput) => inboxApi.setStatus({ params: { id }, body: input }));
export const useConvertToClient = (id: string) => useAction((input: ContactConvertClientInput) => inboxApi.convertToClient({ params: { id }, body: input }));
export const useConvertToTask = (id: string) => useAction((input: ContactConvertTaskInput) => inboxApi.convertToTask({ params: { id }, body: input }));
