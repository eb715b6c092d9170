import {
  type ContactConvertClientInput,
  type ContactConvertTaskInput,
  type ContactInboxQuery,
  type ContactReplyInput,
  type ContactStatusInput,
  contactActionResultSchema,
  contactDetailsSchema,
  contactInboxPageSchema,
} from "@core/contact-inbox";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiRequest } from "@web/lib/api";

export const CONTACT_INBOX_KEY = ["contact-inbox"] as const;
const base = "/api/contact/submissions";
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

function withQuery(query: ContactInboxQuery): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== "") params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${base}?${qs}` : base;
}

export function useContactInbox(query: ContactInboxQuery) {
  return useQuery({
    queryKey: [...CONTACT_INBOX_KEY, "list", query],
    queryFn: ({ signal }) => api.get(withQuery(query), { signal, schema: contactInboxPageSchema }),
    placeholderData: keepPreviousData,
  });
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
