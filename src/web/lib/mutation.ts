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

/**
 * A request whose answer holds the new state of the page's query under `key`: `stored` takes it
 * from the answer into the cache; the queries under `follow` (what shows it elsewhere) are asked again.
 */
export function useStoringMutation<I, O>(request: (input: I) => Promise<O>, key: QueryKey, stored: (saved: O) => unknown, follow?: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (saved) => {
      queryClient.setQueryData(key, stored(saved));
      if (follow) void queryClient.invalidateQueries({ queryKey: follow });
    },
  });
}
