import { tasksRoutes } from "@core/routes/tasks";
import { TASK_TABS } from "@core/tasks-constants";
import type { CreateTaskInput, TaskBillInput, TaskListQuery, TaskUpdateInput, tasksContract } from "@core/tasks";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client } from "@web/lib/api";
import { useRefreshingMutation } from "@web/lib/mutation";
import { pagedList, useDetail } from "@web/lib/list-query";
import { param, urlSchema } from "@web/ui/url-state";

const tasksApi = client<typeof tasksContract>(tasksRoutes);

export const TASKS_QUERY_KEY = ["tasks"] as const;

/** The task list's URL: the tab and the admin's search (plus the cursor, and `task`, the open one). */
export const taskListUrl = urlSchema({ tab: param.oneOf(TASK_TABS, "all"), q: param.text() });

/** The list request for this role: search is the admin's. */
export const taskListQuery = (url: TaskListQuery, admin: boolean): TaskListQuery => (admin ? url : { ...url, q: undefined });

/** GET /api/tasks: one page of the caller's tasks (all of them for the admin), with tab counts. */
// "all" is the default tab: left out, as the page's own URL leaves it out; the table stays while the next page or tab loads.
const taskListPages = pagedList(TASKS_QUERY_KEY, (query: TaskListQuery, signal) => tasksApi.list({ query: { tab: query.tab === "all" ? undefined : query.tab, cursor: query.cursor, q: query.q }, signal }));
export const taskListQueryOptions = taskListPages.options;
export const useTaskList = taskListPages.useList;

/** GET /api/tasks/:id: the Task Details dialog. */
export const useTask = (id: string | null) => useDetail(TASKS_QUERY_KEY, id, (itemId, signal) => tasksApi.get({ params: { id: itemId }, signal }));

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

/** POST /api/tasks/:id/bill (admin): Bill unpaid time; the task then shows those hours billed. */
export const useBillUnpaid = (id: string) => useRefreshingMutation((input: TaskBillInput) => tasksApi.bill({ params: { id }, body: input }), [TASKS_QUERY_KEY]);
