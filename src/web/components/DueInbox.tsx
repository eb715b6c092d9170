import { INBOX_SORTS, type InboxSort } from "@core/contact-inbox-constants";
import { SortSelect } from "@web/ui/sort-select";
import { InboxList, type InboxListCopy, type InboxListProps } from "./InboxList";

type Props<F extends string, T extends { id: string }> = Omit<InboxListProps<F, T>, "copy" | "url" | "toolbar" | "rowProps"> & {
  copy: InboxListCopy<F> & { sort: { label: string; newest: string; due: string } };
  url: InboxListProps<F, T>["url"] & { values: { status: F; sort: InboxSort }; set: (change: { status?: string; sort?: string }) => void };
  /** A row past its due time stands out (data-overdue, a red tint). */
  overdue: (row: T) => boolean;
};

/**
 * The operator's inboxes with a due time (contact requests, translation requests): the inbox
 * list (InboxList) ordered newest or due first, overdue rows tinted.
 */
export function DueInbox<F extends string, T extends { id: string }>({ name, copy, url, overdue, ...list }: Props<F, T>) {
  return (
    <InboxList
      {...list}
      name={name}
      copy={copy}
      url={url}
      toolbar={<SortSelect id={`${name}-sort`} label={copy.sort.label} options={INBOX_SORTS} names={copy.sort} value={url.values.sort} onChange={(s) => url.set({ sort: s })} />}
      rowProps={(r, as) => ({
        "data-overdue": overdue(r) ? "true" : undefined,
        className: overdue(r) ? (as === "row" ? "bg-destructive/5" : "border-destructive/40 bg-destructive/5") : undefined,
      })}
    />
  );
}
