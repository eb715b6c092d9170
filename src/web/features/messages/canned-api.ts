import type { CannedReplyInput, cannedRepliesContract } from "@core/canned-replies";
import { cannedRepliesRoutes } from "@core/routes/canned-replies";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { client } from "@web/lib/api";

const cannedApi = client<typeof cannedRepliesContract>(cannedRepliesRoutes);
const CANNED_QUERY_KEY = ["canned-replies"] as const;

/** The operators' canned replies (the reply form's picker and the managing dialog). */
export function useCannedReplies(enabled = true) {
  return useQuery({ queryKey: CANNED_QUERY_KEY, queryFn: ({ signal }) => cannedApi.list({ signal }), enabled });
}

export function useSaveCannedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CannedReplyInput) => cannedApi.create({ body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CANNED_QUERY_KEY }),
  });
}

export function useDeleteCannedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => cannedApi.remove({ params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CANNED_QUERY_KEY }),
  });
}
