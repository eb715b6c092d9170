import { type CreateTaskInput, type TaskListQuery, type TaskUpdateInput, taskDetailsSchema, taskListPageSchema } from "@core/tasks";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, apiRequest } from "@web/lib/api";
import { PRELOADED_FRESH_MS } from "@web/lib/query-client";

export const TASKS_QUERY_KEY = ["tasks"] as const;

function listPath(query: TaskListQuery): string {
  const params = new URLSearchParams();
  if (query.tab && query.tab !== "all") params.set("tab", query.tab);
  if (query.cursor) params.set("cursor", query.cursor);
  if (query.q) params.set("q", query.q);
  const qs = params.toString();
  return qs ? `/api/tasks?${qs}` : "/api/tasks";
}

/** GET /api/tasks: one page of the caller's tasks (all of them for the admin), with tab counts. */
export const taskListQueryOptions = (query: TaskListQuery) =>
  queryOptions({
    queryKey: [...TASKS_QUERY_KEY, "list", query],
    queryFn: ({ signal }) => api.get(listPath(query), { signal, schema: taskListPageSchema }),
    staleTime: PRELOADED_FRESH_MS,
  });

export function useTaskList(query: TaskListQuery) {
  // The table stays while the next page or tab loads, instead of flashing empty.
  return useQuery({ ...taskListQueryOptions(query), placeholderData: keepPreviousData });
}

/** GET /api/tasks/:id: the Task Details dialog. */
export function useTask(id: string | null) {
  return useQuery({
    queryKey: [...TASKS_QUERY_KEY, "detail", id],
    queryFn: ({ signal }) => api.get(`/api/tasks/${encodeURIComponent(id ?? "")}`, { signal, schema: taskDetailsSchema }),
    enabled: id !== null,
  });
}

export function createTask(input: CreateTaskInput) {
  return api.post("/api/tasks", input, { schema: taskDetailsSchema });
}

/** PATCH /api/tasks/:id (admin): status, notes, hours; lists and the details refresh after. */
export function useUpdateTask(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TaskUpdateInput) =>
      apiRequest(`/api/tasks/${encodeURIComponent(id)}`, { method: "PATCH", body: input, schema: taskDetailsSchema }),
    onSuccess: (task) => {
      queryClient.setQueryData([...TASKS_QUERY_KEY, "detail", id], task);
      return queryClient.invalidateQueries({ queryKey: TASKS_QUERY_KEY });
    },
  });
}
