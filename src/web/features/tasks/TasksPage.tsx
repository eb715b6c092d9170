import type { TaskRow } from "@core/tasks";
import { TASK_TABS } from "@core/tasks-constants";
import { Plus, RefreshCw } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { DashboardPageHeader } from "@web/components/DashboardPageHeader";
import { useCurrentUser } from "@web/lib/session/current-user";
import { useCopy } from "@web/i18n/I18nProvider";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { Button } from "@web/ui/button";
import { CursorPager } from "@web/ui/cursor-pager";
import { deferred, useDeferred } from "@web/ui/deferred";
import { FilterTabs } from "@web/ui/filter-tabs";
import { SearchBox } from "@web/ui/search-box";
import { useUrlState } from "@web/ui/url-state";
import { taskListQuery, taskListUrl, useTaskList } from "./api";
import { tasksCopy } from "./copy";
import { TaskDetailsDialog } from "./TaskDetailsDialog";
import { TaskTable } from "./TaskTable";

const PANEL_ID = "task-list-panel";

/**
 * The operator's Update dialog with its form and validation (react-hook-form, zod): not in the
 * page's first load; fetched once the page is idle (the operator's), or at once on Update.
 */
const updateTaskDialog = deferred(() => import("./UpdateTaskDialog"));

function UpdateDialog({ task, onClose }: { task: TaskRow | null; onClose: () => void }) {
  const loaded = useDeferred(updateTaskDialog);
  useEffect(() => {
    if (task) updateTaskDialog.load().catch((err: unknown) => console.error(err));
  }, [task]);
  if (!task || !loaded) return null;
  return <loaded.UpdateTaskDialog task={task} onClose={onClose} />;
}

/** /dashboard/tasks: 'My Tasks' for a member, 'All Client Tasks' for the admin (spec §2). */
export function TasksPage() {
  const copy = useCopy(tasksCopy);
  const admin = useCurrentUser().user.role === "admin";
  const title = admin ? copy.list.adminTitle : copy.list.memberTitle;
  useDocumentTitle(title);
  const url = useUrlState(taskListUrl, "task");
  const { tab, q } = url.values;
  const list = useTaskList(taskListQuery(url.values, admin));
  const [updating, setUpdating] = useState<TaskRow | null>(null);
  const data = list.data;
  const refreshing = list.isFetching && !list.isPending;
  const counts = data && { all: data.counts.all, pending: data.counts.pending, in_progress: data.counts.inProgress, completed: data.counts.completed };

  return (
    <div className="grid grid-cols-1 gap-6">
      <DashboardPageHeader
        title={title}
        description={admin ? copy.list.adminLead : copy.list.memberLead}
        actions={
          !admin && (
            <>
              <Button asChild>
                <Link to="/dashboard/upload">
                  <Plus aria-hidden="true" />
                  {copy.list.newTask}
                </Link>
              </Button>
              <Button variant="outline" onClick={() => list.refetch()} disabled={list.isFetching}>
                <RefreshCw className={refreshing ? "animate-spin" : undefined} aria-hidden="true" />
                {copy.list.refresh}
              </Button>
            </>
          )
        }
      />

      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <FilterTabs
          label={copy.list.tabsLabel}
          options={TASK_TABS}
          names={copy.tabs}
          counts={counts}
          value={tab}
          onChange={(t) => url.set({ tab: t })}
          panel={{ id: PANEL_ID, tabId: (t) => `task-tab-${t}` }}
        />
        {admin && (
          <SearchBox
            id="task-search"
            value={q ?? ""}
            onSearch={(text) => url.set({ q: text })}
            copy={{ label: copy.list.search, placeholder: copy.list.searchPlaceholder, submit: copy.list.searchButton, clear: copy.list.clearSearch }}
          />
        )}
      </div>

      <TaskTable
        query={list}
        rows={data?.items}
        admin={admin}
        onView={(t) => url.open(t.id)}
        onUpdate={setUpdating}
        copy={copy}
        panel={{ id: PANEL_ID, role: "tabpanel", "aria-labelledby": `task-tab-${tab}` }}
        texts={{
          loading: admin ? copy.list.loading : copy.list.loadingMember,
          empty: admin && q ? copy.list.emptySearch(q) : copy.list.empty,
          emptyHint: admin ? undefined : copy.list.emptyMemberHint,
          error: list.isError ? copy.messages.loadFailed(list.error.message) : null,
          errorToastId: "tasks-load-failed",
          retry: copy.list.retry,
        }}
        footer={<CursorPager label={copy.list.pagination} url={url} query={list} />}
      />

      <TaskDetailsDialog taskId={url.openId} onClose={url.close} admin={admin} />
      {admin && <UpdateDialog task={updating} onClose={() => setUpdating(null)} />}
    </div>
  );
}
