import { INBOX_SORTS, type InboxSort } from "@core/contact-inbox-constants";
import { labelsOf } from "@web/ui/filter-tabs";
import { SortSelect } from "@web/ui/sort-select";
import type { Translate } from "@core/i18n/catalogue";
import type { ListKey } from "@web/ui/catalogue";
import { useNow } from "@web/lib/date-time";
import { Button } from "@web/ui/button";
import type { Column } from "@web/ui/data-table";
import { Eye } from "lucide-react";
import type { ReactNode } from "react";
import { DashboardScreen } from "./DashboardScreen";
import { InboxList, type InboxListProps } from "./InboxList";

type Props<F extends string, T extends { id: string }> = Omit<InboxListProps<F, T>, "t" | "url" | "toolbar" | "rowProps"> & {
  /** The feature's catalogue: the list's texts, and the order's under "list.sort". */
  t: Translate<ListKey<NoInfer<F>> | "list.sort.label" | `list.sort.${InboxSort}`>;
  url: InboxListProps<F, T>["url"] & { values: { status: F; sort: InboxSort }; set: (change: { status?: string; sort?: string }) => void };
  /** A row past its due time stands out (data-overdue, a red tint). */
  overdue: (row: T) => boolean;
};

/**
 * The operator's inboxes with a due time (contact requests, translation requests): the inbox
 * list (InboxList) ordered newest or due first, overdue rows tinted.
 */
function DueInbox<F extends string, T extends { id: string }>({ name, t, url, overdue, ...list }: Props<F, T>) {
  return (
    <InboxList
      {...list}
      name={name}
      t={t}
      url={url}
      toolbar={<SortSelect id={`${name}-sort`} label={t("list.sort.label")} options={INBOX_SORTS} names={labelsOf(INBOX_SORTS, (s) => t(`list.sort.${s}`))} value={url.values.sort} onChange={(s) => url.set({ sort: s })} />}
      rowProps={(r, as) => ({
        "data-overdue": overdue(r) ? "true" : undefined,
        className: overdue(r) ? (as === "row" ? "bg-destructive/5" : "border-destructive/40 bg-destructive/5") : undefined,
      })}
    />
  );
}

type PageProps<F extends string, T extends { id: string; name: string }> = Omit<Props<F, T>, "columns" | "overdue"> & {
  /** The feature's catalogue also names the page ("title", "lead") and each row's Open button. */
  t: Translate<"title" | "lead" | "columns.actions" | "open" | "openLabel">;
  url: { openId: string | null; open: (id: string) => void; close: () => void };
  /** The feature's columns; the page adds the Open button's. */
  columns: (now: Date) => Column<T>[];
  overdue: (row: T, now: Date) => boolean;
  /** The open row's details (a dialog), shown while the URL names one. */
  details: (id: string, now: Date) => ReactNode;
  /** Starts the details' code as the pointer or the focus reaches an Open button (code loaded on use). */
  prefetchDetails?: () => void;
};

/** An operator's page of one due inbox: its header, the list with an Open button a row, and the open row's details. */
export function DueInboxPage<F extends string, T extends { id: string; name: string }>({ columns, overdue, details, prefetchDetails, ...inbox }: PageProps<F, T>) {
  const { t, url } = inbox;
  const now = useNow();
  const open: Column<T> = {
    header: t("columns.actions"),
    card: "footer",
    cell: (r) => (
      <Button variant="outline" size="sm" onClick={() => url.open(r.id)} onPointerEnter={prefetchDetails} onFocus={prefetchDetails} aria-label={t("openLabel", { name: r.name })}>
        <Eye aria-hidden="true" />
        {t("open")}
      </Button>
    ),
  };
  return (
    <DashboardScreen title={t("title")} description={t("lead")}>
      <DueInbox {...inbox} columns={[...columns(now), open]} overdue={(r) => overdue(r, now)} />
      {url.openId && details(url.openId, now)}
    </DashboardScreen>
  );
}
