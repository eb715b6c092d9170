import type { AdminDocumentUploadInput, DocumentListQuery, documentsContract } from "@core/documents";
import { DOCUMENT_STATUSES } from "@core/documents-constants";
import { documentsRoutes } from "@core/routes/documents";
import { UPLOAD_EXTENSIONS } from "@core/upload";
import { useQuery } from "@tanstack/react-query";
import { client } from "@web/lib/api";
import { useRefreshingMutation } from "@web/lib/mutation";
import { pagedList } from "@web/lib/list-query";
import { param, urlSchema, type UrlValues } from "@web/ui/url-state";

const documentsApi = client<typeof documentsContract>(documentsRoutes);

export const DOCUMENTS_QUERY_KEY = ["documents"] as const;
/** Task lists and details show documents too: they refresh after a document change. */
const TASKS_QUERY_KEY = ["tasks"] as const;

/** Document Management's URL: the filters (plus the cursor). */
export const documentListUrl = urlSchema({
  clientId: param.text(),
  type: param.oneOf(UPLOAD_EXTENSIONS),
  status: param.oneOf(DOCUMENT_STATUSES),
  from: param.day(),
  to: param.day(),
});
export type DocumentFilter = Partial<UrlValues<typeof documentListUrl>>;

/** GET /api/documents: the admin's filtered list (a member's own documents). */
const documentListPages = pagedList(DOCUMENTS_QUERY_KEY, (query: DocumentListQuery, signal) => documentsApi.list({ query, signal }));
export const documentListQueryOptions = documentListPages.options;
export const useDocumentList = documentListPages.useList;

export function useAccessLog(id: string | null) {
  return useQuery({
    queryKey: [...DOCUMENTS_QUERY_KEY, "log", id],
    queryFn: ({ signal }) => documentsApi.accessLog({ params: { id: id ?? "" }, signal }),
    enabled: id !== null,
  });
}

const REFRESHED = [DOCUMENTS_QUERY_KEY, TASKS_QUERY_KEY];

export const useDeleteDocument = () => useRefreshingMutation((id: string) => documentsApi.remove({ params: { id } }), REFRESHED);

/** POST /api/documents (admin): a Pending task for the client holding the uploaded file. */
export const useCreateClientDocument = () => useRefreshingMutation((input: AdminDocumentUploadInput) => documentsApi.create({ body: input }), REFRESHED);
