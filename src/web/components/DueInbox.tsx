import { INBOX_SORTS, type InboxSort } from "@core/contact-inbox-constants";
import { labelsOf } from "@web/ui/filter-tabs";
import { SortSelect } from "@web/ui/sort-select";
import type { Translate } from "@core/i18n/catalogue";
import type { ListKey } from "@web/ui/catalogue";
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
export function DueInbox<F extends string, T extends { id: string }>({ name, t, url, overdue, ...list }: Props<F, T>) {
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
