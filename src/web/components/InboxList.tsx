import type { ReactNode } from "react";
import { CursorPager } from "@web/ui/cursor-pager";
import { type Column, DataTable } from "@web/ui/data-table";
import { FilterTabs } from "@web/ui/filter-tabs";

export type InboxListCopy<F extends string> = {
  loading: string;
  loadFailed: (message: string) => string;
  retry: string;
  empty: string;
  emptyFiltered: string;
  filtersLabel: string;
  tabs: Record<F, string>;
  pagination: string;
  previous: string;
  next: string;
};

export type InboxListProps<F extends string, T extends { id: string }> = {
  /** Names the load-failure toast. */
  name: string;
  copy: InboxListCopy<F>;
  filters: readonly F[];
  url: {
    values: { status: F };
    set: (change: { status?: string }) => void;
    hasPrevious: boolean;
    previous: () => void;
    next: (cursor: string) => void;
  };
  list: { isPending: boolean; isFetching: boolean; isError: boolean; error: Error | null; refetch: () => unknown; data?: { items: T[]; nextCursor?: string | null } };
  counts: Record<F, number> | undefined;
  columns: Column<T>[];
  /** Beside the status buttons (a sort). */
  toolbar?: ReactNode;
  /** Per row: a highlight class and data attributes (DataTable's rowProps). */
  rowProps?: (row: T, as: "row" | "card") => { className?: string } & Record<`data-${string}`, string | undefined>;
};

/**
 * The operator's inboxes (orders, contact and translation requests): status buttons with the
 * server's counts, the rows as a table from 1024 px and cards below, and pages.
 */
export function InboxList<F extends string, T extends { id: string }>({ name, copy, filters, url, list, counts, columns, toolbar, rowProps }: InboxListProps<F, T>) {
  const { status } = url.values;
  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <FilterTabs label={copy.filtersLabel} options={filters} names={copy.tabs} counts={counts} value={status} onChange={(s) => url.set({ status: s })} />
        {toolbar}
      </div>
      <DataTable
        query={list}
        rows={list.data?.items}
        columns={columns}
        rowKey={(r) => r.id}
        cardsBelow="lg"
        rowProps={rowProps}
        texts={{
          loading: copy.loading,
          empty: status === filters[0] ? copy.empty : copy.emptyFiltered,
          error: list.isError ? copy.loadFailed(list.error?.message ?? "") : null,
          errorToastId: `${name}-load-failed`,
          retry: copy.retry,
        }}
        footer={<CursorPager copy={copy} url={url} query={list} />}
      />
    </>
  );
}
