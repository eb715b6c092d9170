import { INBOX_SORTS, type InboxSort } from "@core/contact-inbox-constants";
import { CursorPager } from "@web/ui/cursor-pager";
import { type Column, DataTable } from "@web/ui/data-table";
import { FilterTabs } from "@web/ui/filter-tabs";
import { SortSelect } from "@web/ui/sort-select";

type InboxCopy<F extends string> = {
  loading: string;
  loadFailed: (message: string) => string;
  retry: string;
  empty: string;
  emptyFiltered: string;
  filtersLabel: string;
  tabs: Record<F, string>;
  sort: { label: string; newest: string; due: string };
  pagination: string;
  previous: string;
  next: string;
};

type Props<F extends string, T extends { id: string }> = {
  /** Names the sort field and the load-failure toast. */
  name: string;
  copy: InboxCopy<F>;
  filters: readonly F[];
  url: {
    values: { status: F; sort: InboxSort };
    set: (change: { status?: string; sort?: string }) => void;
    hasPrevious: boolean;
    previous: () => void;
    next: (cursor: string) => void;
  };
  list: { isPending: boolean; isFetching: boolean; isError: boolean; error: Error | null; refetch: () => unknown; data?: { items: T[]; nextCursor?: string | null } };
  counts: Record<F, number> | undefined;
  columns: Column<T>[];
  /** A row past its due time stands out (data-overdue, a red tint). */
  overdue: (row: T) => boolean;
};

/**
 * The operator's inboxes with a due time (contact requests, translation requests): status
 * buttons with counts, newest or due first, the rows as a table from 1024 px, and pages.
 */
export function DueInbox<F extends string, T extends { id: string }>({ name, copy, filters, url, list, counts, columns, overdue }: Props<F, T>) {
  const { status, sort } = url.values;
  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <FilterTabs label={copy.filtersLabel} options={filters} names={copy.tabs} counts={counts} value={status} onChange={(s) => url.set({ status: s })} />
        <SortSelect id={`${name}-sort`} label={copy.sort.label} options={INBOX_SORTS} names={copy.sort} value={sort} onChange={(s) => url.set({ sort: s })} />
      </div>
      <DataTable
        query={list}
        rows={list.data?.items}
        columns={columns}
        rowKey={(r) => r.id}
        cardsBelow="lg"
        rowProps={(r, as) => ({
          "data-overdue": overdue(r) ? "true" : undefined,
          className: overdue(r) ? (as === "row" ? "bg-destructive/5" : "border-destructive/40 bg-destructive/5") : undefined,
        })}
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
