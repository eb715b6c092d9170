import {
  accessLogSchema,
  type AdminDocumentUploadInput,
  adminDocumentUploadResultSchema,
  type DocumentListQuery,
  documentListPageSchema,
  documentRowSchema,
} from "@core/documents";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiRequest } from "@web/lib/api";
import { PRELOADED_FRESH_MS } from "@web/lib/query-client";

export const DOCUMENTS_QUERY_KEY = ["documents"] as const;
/** Task lists and details show documents too: they refresh after a document change. */
const TASKS_QUERY_KEY = ["tasks"] as const;

function withQuery(path: string, query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (typeof value === "string" ? value !== "" : typeof value === "number") params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** GET /api/documents: the admin's filtered list (a member's own documents). */
export const documentListQueryOptions = (query: DocumentListQuery) =>
  queryOptions({
    queryKey: [...DOCUMENTS_QUERY_KEY, "list", query],
    queryFn: ({ signal }) => api.get(withQuery("/api/documents", query), { signal, schema: documentListPageSchema }),
    staleTime: PRELOADED_FRESH_MS,
  });

export function useDocumentList(query: DocumentListQuery) {
  return useQuery({ ...documentListQueryOptions(query), placeholderData: keepPreviousData });
}

export function useAccessLog(id: string | null) {
  return useQuery({
    queryKey: [...DOCUMENTS_QUERY_KEY, "log", id],
    queryFn: ({ signal }) => api.get(`/api/documents/${encodeURIComponent(id ?? "")}/access-log`, { signal, schema: accessLogSchema }),
    enabled: id !== null,
  });
}

function useInvalidateDocuments() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: TASKS_QUERY_KEY }),
    ]);
}

export function useDeleteDocument() {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/documents/${encodeURIComponent(id)}`, { method: "DELETE", schema: documentRowSchema }),
    onSuccess: invalidate,
  });
}

/** POST /api/documents (admin): a Pending task for the client holding the uploaded file. */
export function useCreateClientDocument() {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: (input: AdminDocumentUploadInput) => api.post("/api/documents", input, { schema: adminDocumentUploadResultSchema }),
    onSuccess: invalidate,
  });
}
