import { tasksRoutes } from "@core/routes/tasks";
import { TASK_TABS } from "@core/tasks-constants";
import type { CreateTaskInput, TaskListQuery, TaskUpdateInput, tasksContract } from "@core/tasks";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { client } from "@web/lib/api";
import { PRELOADED_FRESH_MS } from "@web/lib/query-client";
import { param } from "@web/ui/url-state";
import { z } from "zod";

const tasksApi = client<typeof tasksContract>(tasksRoutes);

export const TASKS_QUERY_KEY = ["tasks"] as const;

/** The task list's URL: the tab and the admin's search (plus the cursor, and `task`, the open one). */
export const taskListUrl = z.object({ tab: param.oneOf(TASK_TABS, "all"), q: param.text() });

/** The list request for this role: search is the admin's. */
export const taskListQuery = (url: TaskListQuery, admin: boolean): TaskListQuery => (admin ? url : { ...url, q: undefined });

/** GET /api/tasks: one page of the caller's tasks (all of them for the admin), with tab counts. */
export const taskListQueryOptions = (query: TaskListQuery) =>
  queryOptions({
    queryKey: [...TASKS_QUERY_KEY, "list", query],
    // "all" is the default tab: left out, as the page's own URL leaves it out.
    queryFn: ({ signal }) => tasksApi.list({ query: { tab: query.tab === "all" ? undefined : query.tab, cursor: query.cursor, q: query.q }, signal }),
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
    queryFn: ({ signal }) => tasksApi.get({ params: { id: id ?? "" }, signal }),
    enabled: id !== null,
  });
}

export function createTask(input: CreateTaskInput) {
  return tasksApi.create({ body: input });
}

/** PATCH /api/tasks/:id (admin): status, notes, hours; lists and the details refresh after. */
export function useUpdateTask(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TaskUpdateInput) => tasksApi.update({ params: { id }, body: input }),
    onSuccess: (task) => {
      queryClient.setQueryData([...TASKS_QUERY_KEY, "detail", id], task);
      return queryClient.invalidateQueries({ queryKey: TASKS_QUERY_KEY });
    },
  });
}
