import type { AdminDocumentUploadInput, DocumentListQuery, documentsContract } from "@core/documents";
import { DOCUMENT_STATUSES } from "@core/documents-constants";
import { documentsRoutes } from "@core/routes/documents";
import { UPLOAD_EXTENSIONS } from "@core/upload";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { client } from "@web/lib/api";
import { PRELOADED_FRESH_MS } from "@web/lib/query-client";
import { param } from "@web/ui/url-state";
import { z } from "zod";

const documentsApi = client<typeof documentsContract>(documentsRoutes);

export const DOCUMENTS_QUERY_KEY = ["documents"] as const;
/** Task lists and details show documents too: they refresh after a document change. */
const TASKS_QUERY_KEY = ["tasks"] as const;

/** Document Management's URL: the filters (plus the cursor). */
export const documentListUrl = z.object({
  clientId: param.text(),
  type: param.oneOf(UPLOAD_EXTENSIONS),
  status: param.oneOf(DOCUMENT_STATUSES),
  from: param.day(),
  to: param.day(),
});
export type DocumentFilter = Partial<z.output<typeof documentListUrl>>;

/** GET /api/documents: the admin's filtered list (a member's own documents). */
export const documentListQueryOptions = (query: DocumentListQuery) =>
  queryOptions({
    queryKey: [...DOCUMENTS_QUERY_KEY, "list", query],
    queryFn: ({ signal }) => documentsApi.list({ query, signal }),
    staleTime: PRELOADED_FRESH_MS,
  });

export function useDocumentList(query: DocumentListQuery) {
  return useQuery({ ...documentListQueryOptions(query), placeholderData: keepPreviousData });
}

export function useAccessLog(id: string | null) {
  return useQuery({
    queryKey: [...DOCUMENTS_QUERY_KEY, "log", id],
    queryFn: ({ signal }) => documentsApi.accessLog({ params: { id: id ?? "" }, signal }),
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
    mutationFn: (id: string) => documentsApi.remove({ params: { id } }),
    onSuccess: invalidate,
  });
}

/** POST /api/documents (admin): a Pending task for the client holding the uploaded file. */
export function useCreateClientDocument() {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: (input: AdminDocumentUploadInput) => documentsApi.create({ body: input }),
    onSuccess: invalidate,
  });
}
