import type { TaskCounts } from "@core/tasks";
import { TASK_TABS, type TaskTab } from "@core/tasks-constants";
import { type KeyboardEvent, useRef } from "react";
import { cn } from "@web/lib/cn";
import type { TasksCopy } from "./copy";

const COUNT_KEY: Record<TaskTab, keyof TaskCounts> = { all: "all", pending: "pending", in_progress: "inProgress", completed: "completed" };

type Props = {
  value: TaskTab;
  counts: TaskCounts | undefined;
  onChange: (tab: TaskTab) => void;
  panelId: string;
  copy: TasksCopy;
};

/** All Tasks / Pending / In Progress / Completed, each with the server's count (WAI-ARIA tabs, arrow keys). */
export function TaskTabs({ value, counts, onChange, panelId, copy }: Props) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const delta = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
    const target = e.key === "Home" ? 0 : e.key === "End" ? TASK_TABS.length - 1 : delta ? (index + delta + TASK_TABS.length) % TASK_TABS.length : -1;
    if (target < 0) return;
    e.preventDefault();
    refs.current[target]?.focus();
    onChange(TASK_TABS[target]!);
  };
  return (
    <div role="tablist" aria-label={copy.list.tabsLabel} className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1">
      {TASK_TABS.map((tab, index) => {
        const selected = tab === value;
        const count = counts?.[COUNT_KEY[tab]];
        return (
          <button
            key={tab}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`task-tab-${tab}`}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab)}
            onKeyDown={(e) => onKeyDown(e, index)}
            className={cn(
              "inline-flex shrink-0 items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
              selected ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:bg-accent hover:text-foreground",
            )}
          >
            {copy.tabs[tab]}
            <span
              data-testid={`count-${tab}`}
              className={cn(
                "min-w-6 rounded-full px-1.5 py-0.5 text-center text-xs tabular-nums",
                selected ? "bg-primary-foreground text-primary" : "bg-muted text-foreground",
              )}
            >
              {count ?? "–"}
            </span>
          </button>
        );
      })}
    </div>
  );
}
