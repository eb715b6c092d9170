import type { TaskListQuery } from "@core/tasks";
import { TASK_TABS, type TaskTab } from "@core/tasks-constants";
import { useCallback } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";

/** Earlier pages' cursors, kept in the history entry so Previous walks back without offsets. */
type PageState = { trail?: string[]; openedTask?: boolean } | null;

/** The list request a URL asks for (TasksPage and the route's loader read the same); search is the admin's. */
export function taskListQuery(params: URLSearchParams, admin: boolean): TaskListQuery {
  const raw = params.get("tab");
  const tab: TaskTab = TASK_TABS.includes(raw as TaskTab) ? (raw as TaskTab) : "all";
  return { tab, cursor: params.get("cursor") ?? undefined, q: admin ? params.get("q")?.trim() || undefined : undefined };
}

/**
 * The list's state lives in the URL (tab, cursor, q, and the task whose details are open), so
 * Back, Refresh and a shared link show the same thing.
 */
export function useTaskParams() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as PageState;
  const trail = state?.trail ?? [];

  const { tab = "all", cursor, q } = taskListQuery(params, true);
  const taskId = params.get("task");

  const update = useCallback(
    (change: Record<string, string | undefined>, nextState: PageState = null, replace = false) => {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(change)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      setParams(next, { state: nextState, replace });
    },
    [params, setParams],
  );

  return {
    /** The list request for this role. */
    listQuery: (admin: boolean) => taskListQuery(params, admin),
    tab,
    cursor,
    q,
    taskId,
    /** A page other than the first can go back even when opened from a shared link. */
    hasPrevious: Boolean(cursor),
    setTab: (t: TaskTab) => update({ tab: t === "all" ? undefined : t, cursor: undefined, task: undefined }),
    setSearch: (value: string) => update({ q: value.trim() || undefined, cursor: undefined, task: undefined }),
    next: (nextCursor: string) => update({ cursor: nextCursor, task: undefined }, { trail: [...trail, cursor ?? ""] }),
    previous: () => {
      const back = trail.at(-1);
      update({ cursor: back || undefined, task: undefined }, { trail: trail.slice(0, -1) });
    },
    openTask: (id: string) => update({ task: id }, { trail, openedTask: true }),
    closeTask: () => {
      // Opened here: step back, so Back after closing does not reopen it. From a link: drop the parameter.
      if (state?.openedTask) navigate(-1);
      else update({ task: undefined }, { trail }, true);
    },
  };
}
