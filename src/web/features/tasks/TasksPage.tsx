import type { TaskRow } from "@core/tasks";
import { ChevronLeft, ChevronRight, LoaderCircle, Plus, RefreshCw } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { toast } from "@web/ui/toast";
import { DashboardPageHeader } from "@web/components/DashboardPageHeader";
import { useCurrentUser } from "@web/lib/session/current-user";
import { useCopy } from "@web/i18n/I18nProvider";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { Button } from "@web/ui/button";
import { Card, CardContent } from "@web/ui/card";
import { deferred, useDeferred } from "@web/ui/deferred";
import { useTaskList } from "./api";
import { tasksCopy } from "./copy";
import { TaskDetailsDialog } from "./TaskDetailsDialog";
import { TaskSearch } from "./TaskSearch";
import { TaskTable } from "./TaskTable";
import { TaskTabs } from "./TaskTabs";
import { useTaskParams } from "./use-task-params";
import { useTranslate } from "@web/i18n/use-translate";

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
  const translate = useTranslate();
  const copy = useCopy(tasksCopy);
  const admin = useCurrentUser().user.role === "admin";
  const title = admin ? copy.list.adminTitle : copy.list.memberTitle;
  useDocumentTitle(title);
  const params = useTaskParams();
  const list = useTaskList(params.listQuery(admin));
  const [updating, setUpdating] = useState<TaskRow | null>(null);

  const errorMessage = list.isError ? copy.messages.loadFailed(list.error.message) : null;
  useEffect(() => {
    if (errorMessage) toast.error(errorMessage, { id: "tasks-load-failed" });
  }, [errorMessage]);

  const data = list.data;
  const refreshing = list.isFetching && !list.isPending;

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
        <TaskTabs value={params.tab} counts={data?.counts} onChange={params.setTab} panelId={PANEL_ID} copy={copy} />
        {admin && <TaskSearch value={params.q ?? ""} onSearch={params.setSearch} copy={copy} />}
      </div>

      <Card>
        <CardContent id={PANEL_ID} role="tabpanel" aria-labelledby={`task-tab-${params.tab}`} aria-busy={list.isFetching}>
          {list.isPending ? (
            <p role="status" className="flex items-center gap-2 py-6 text-muted-foreground">
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              {admin ? copy.list.loading : copy.list.loadingMember}
            </p>
          ) : list.isError && !data ? (
            <div role="alert" className="flex flex-wrap items-center gap-3 py-6 text-sm text-destructive">
              {translate(errorMessage)}
              <Button variant="outline" size="sm" onClick={() => list.refetch()}>
                {copy.list.retry}
              </Button>
            </div>
          ) : data && data.items.length === 0 ? (
            <div className="grid gap-1 py-6 text-center">
              <p className="font-medium">{admin && params.q ? copy.list.emptySearch(params.q) : copy.list.empty}</p>
              {!admin && <p className="text-sm text-muted-foreground">{copy.list.emptyMemberHint}</p>}
            </div>
          ) : data ? (
            <TaskTable items={data.items} admin={admin} onView={(t) => params.openTask(t.id)} onUpdate={setUpdating} copy={copy} />
          ) : null}

          {(params.hasPrevious || data?.nextCursor) && (
            <nav aria-label={copy.list.pagination} className="mt-4 flex justify-between gap-2 border-t pt-4">
              <Button variant="outline" size="sm" onClick={params.previous} disabled={!params.hasPrevious || list.isFetching}>
                <ChevronLeft aria-hidden="true" />
                {copy.list.previous}
              </Button>
              <Button
                variant="outline"
                size="sm"
                onClick={() => data?.nextCursor && params.next(data.nextCursor)}
                disabled={!data?.nextCursor || list.isFetching}
              >
                {copy.list.next}
                <ChevronRight aria-hidden="true" />
              </Button>
            </nav>
          )}
        </CardContent>
      </Card>

      <TaskDetailsDialog taskId={params.taskId} onClose={params.closeTask} admin={admin} />
      {admin && <UpdateDialog task={updating} onClose={() => setUpdating(null)} />}
    </div>
  );
}
