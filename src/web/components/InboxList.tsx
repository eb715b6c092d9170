import type { ReactNode } from "react";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { type ListTranslate, uiCatalogue } from "@web/ui/catalogue";
import { CursorPager } from "@web/ui/cursor-pager";
import { type Column, DataTable } from "@web/ui/data-table";
import { FilterTabs, labelsOf } from "@web/ui/filter-tabs";
import { useTranslate } from "@web/i18n/use-translate";

export type InboxListProps<F extends string, T extends { id: string }> = {
  /** Names the load-failure toast. */
  name: string;
  /** The feature's catalogue: the list's texts under "list" (ListKey). */
  t: ListTranslate<NoInfer<F>>;
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
export function InboxList<F extends string, T extends { id: string }>({ name, t, filters, url, list, counts, columns, toolbar, rowProps }: InboxListProps<F, T>) {
  const ui = useCatalogue(uiCatalogue);
  const translate = useTranslate();
  const { status } = url.values;
  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <FilterTabs label={t("list.filtersLabel")} options={filters} names={labelsOf(filters, (f) => t(`list.tabs.${f}`))} counts={counts} value={status} onChange={(s) => url.set({ status: s })} />
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
          loading: t("list.loading"),
          empty: status === filters[0] ? t("list.empty") : t("list.emptyFiltered"),
          error: list.isError ? t("list.loadFailed", { message: translate(list.error?.message ?? "") }) : null,
          errorToastId: `${name}-load-failed`,
          retry: ui("list.retry"),
        }}
        footer={<CursorPager label={t("list.pagination")} url={url} query={list} />}
      />
    </>
  );
}
