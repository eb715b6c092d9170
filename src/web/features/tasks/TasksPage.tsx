import type { TaskRow } from "@core/tasks";
import { TASK_TABS } from "@core/tasks-constants";
import { Plus, RefreshCw } from "lucide-react";
import { useState } from "react";
import { DashboardScreen } from "@web/components/DashboardScreen";
import { useCurrentUser } from "@web/lib/session/current-user";
import { Button } from "@web/ui/button";
import { CursorPager } from "@web/ui/cursor-pager";
import { DeferredView, deferred } from "@web/ui/deferred";
import { FilterTabs, labelsOf } from "@web/ui/filter-tabs";
import { SearchBox } from "@web/ui/search-box";
import { useUrlState } from "@web/ui/url-state";
import { taskListQuery, taskListUrl, useTaskList } from "./api";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { tasksCatalogue } from "./catalogue";
import { TaskDetailsDialog } from "./TaskDetailsDialog";
import { TaskTable } from "./TaskTable";
import { useTranslate } from "@web/i18n/use-translate";
import { IconButtonLink } from "@web/components/IconButtonLink";

const PANEL_ID = "task-list-panel";

/**
 * The operator's Update dialog with its form and validation (react-hook-form, zod): not in the
 * page's first load; fetched once the page is idle (the operator's), or at once on Update.
 */
const updateTaskDialog = deferred(() => import("./UpdateTaskDialog"));

/** /dashboard/tasks: 'My Tasks' for a member, 'All Client Tasks' for the admin. */
export function TasksPage() {
  const t = useCatalogue(tasksCatalogue);
  const translate = useTranslate();
  const admin = useCurrentUser().user.role === "admin";
  const title = admin ? t("list.adminTitle") : t("list.memberTitle");
  const url = useUrlState(taskListUrl, "task");
  const { tab, q } = url.values;
  const list = useTaskList(taskListQuery(url.values, admin));
  const [updating, setUpdating] = useState<TaskRow | null>(null);
  const data = list.data;
  const refreshing = list.isFetching && !list.isPending;
  const counts = data && { all: data.counts.all, pending: data.counts.pending, in_progress: data.counts.inProgress, completed: data.counts.completed };

  return (
    <DashboardScreen
      title={title}
      description={admin ? t("list.adminLead") : t("list.memberLead")}
      actions={
        !admin && (
          <>
            <IconButtonLink to="/dashboard/upload" icon={Plus}>
              {t("list.newTask")}
            </IconButtonLink>
            <Button variant="outline" onClick={() => list.refetch()} disabled={list.isFetching}>
              <RefreshCw className={refreshing ? "animate-spin" : undefined} aria-hidden="true" />
              {t("list.refresh")}
            </Button>
          </>
        )
      }
    >

      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <FilterTabs
          label={t("list.tabsLabel")}
          options={TASK_TABS}
          names={labelsOf(TASK_TABS, (tab) => t(`tabs.${tab}`))}
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
            copy={{ label: t("list.search"), placeholder: t("list.searchPlaceholder"), submit: t("list.searchButton"), clear: t("list.clearSearch") }}
          />
        )}
      </div>

      <TaskTable
        query={list}
        rows={data?.items}
        admin={admin}
        onView={(t) => url.open(t.id)}
        onUpdate={setUpdating}
        t={t}
        panel={{ id: PANEL_ID, role: "tabpanel", "aria-labelledby": `task-tab-${tab}` }}
        texts={{
          loading: admin ? t("list.loading") : t("list.loadingMember"),
          empty: admin && q ? t("list.emptySearch", { query: q }) : t("list.empty"),
          emptyHint: admin ? undefined : t("list.emptyMemberHint"),
          error: list.isError ? t("messages.loadFailed", { message: translate(list.error.message) }) : null,
          errorToastId: "tasks-load-failed",
          retry: t("list.retry"),
        }}
        footer={<CursorPager label={t("list.pagination")} url={url} query={list} />}
      />

      <TaskDetailsDialog taskId={url.openId} onClose={url.close} admin={admin} />
      {admin && (
        <DeferredView module={updateTaskDialog} wanted={updating} idle>
          {(m) => updating && <m.UpdateTaskDialog task={updating} onClose={() => setUpdating(null)} />}
        </DeferredView>
      )}
    </DashboardScreen>
  );
}
