import type { CannedReplyInput, cannedRepliesContract } from "@core/canned-replies";
import { cannedRepliesRoutes } from "@core/routes/canned-replies";
import { useQuery } from "@tanstack/react-query";
import { client } from "@web/lib/api";
import { useRefreshingMutation } from "@web/lib/mutation";

const cannedApi = client<typeof cannedRepliesContract>(cannedRepliesRoutes);
const CANNED_QUERY_KEY = ["canned-replies"] as const;

/** The operators' canned replies (the reply form's picker and the managing dialog). */
export function useCannedReplies(enabled = true) {
  return useQuery({ queryKey: CANNED_QUERY_KEY, queryFn: ({ signal }) => cannedApi.list({ signal }), enabled });
}

export const useSaveCannedReply = () => useRefreshingMutation((input: CannedReplyInput) => cannedApi.create({ body: input }), [CANNED_QUERY_KEY]);

export const useDeleteCannedReply = () => useRefreshingMutation((id: string) => cannedApi.remove({ params: { id } }), [CANNED_QUERY_KEY]);
