import {
  CONTACT_FILTERS,
  type ContactFilter,
  INBOX_SORTS,
  type InboxSort,
  type ContactConvertClientInput,
  type ContactConvertTaskInput,
  type ContactInboxQuery,
  type ContactReplyInput,
  type ContactStatusInput,
  contactActionResultSchema,
  contactDetailsSchema,
  contactInboxPageSchema,
} from "@core/contact-inbox";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiRequest } from "@web/lib/api";
import { PRELOADED_FRESH_MS } from "@web/lib/query-client";

export const CONTACT_INBOX_KEY = ["contact-inbox"] as const;
const base = "/api/contact/submissions";
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

function withQuery(query: ContactInboxQuery): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== "") params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${base}?${qs}` : base;
}

/** The filter and order a URL asks for (the page and its route loader read the same). */
export function contactInboxView(params: URLSearchParams): { status: ContactFilter; sort: InboxSort } {
  const status = params.get("status") ?? "";
  const sort = params.get("sort") ?? "";
  return {
    status: (CONTACT_FILTERS as readonly string[]).includes(status) ? (status as ContactFilter) : "all",
    sort: (INBOX_SORTS as readonly string[]).includes(sort) ? (sort as InboxSort) : "newest",
  };
}

export const contactInboxQueryOptions = (query: ContactInboxQuery) =>
  queryOptions({
    queryKey: [...CONTACT_INBOX_KEY, "list", query],
    queryFn: ({ signal }) => api.get(withQuery(query), { signal, schema: contactInboxPageSchema }),
    staleTime: PRELOADED_FRESH_MS,
  });

export function useContactInbox(query: ContactInboxQuery) {
  return useQuery({ ...contactInboxQueryOptions(query), placeholderData: keepPreviousData });
}

export function useContactRequest(id: string | null) {
  return useQuery({
    queryKey: [...CONTACT_INBOX_KEY, "detail", id],
    queryFn: ({ signal }) => api.get(one(id ?? ""), { signal, schema: contactDetailsSchema }),
    enabled: id !== null,
  });
}

/** Every action answers the updated request; the list and the clients/tasks screens refresh. */
function useAction<I, O>(request: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CONTACT_INBOX_KEY }),
        queryClient.invalidateQueries({ queryKey: ["clients"] }),
        queryClient.invalidateQueries({ queryKey: ["tasks"] }),
      ]),
  });
}

export const useReply = (id: string) =>
  useAction((input: ContactReplyInput) => api.post(`${one(id)}/replies`, input, { schema: contactActionResultSchema }));
export const useSetStatus = (id: string) =>
  useAction((input: ContactStatusInput) => apiRequest(one(id), { method: "PATCH", body: input, schema: contactActionResultSchema }));
export const useConvertToClient = (id: string) =>
  useAction((input: ContactConvertClientInput) => api.post(`${one(id)}/convert-to-client`, input, { schema: contactActionResultSchema }));
export const useConvertToTask = (id: string) =>
  useAction((input: ContactConvertTaskInput) => api.post(`${one(id)}/convert-to-task`, input, { schema: contactActionResultSchema }));
