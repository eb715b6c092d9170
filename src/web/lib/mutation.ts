import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";

/**
 * A request that changes something, then refreshes the queries under `keys` (the lists, figures
 * and details that show it); the mutation settles once they have been asked again.
 */
export function useRefreshingMutation<I, O>(request: (input: I) => Promise<O>, keys: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
