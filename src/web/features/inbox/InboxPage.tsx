import { useTranslate } from "@web/i18n/use-translate";
import type { InboxItem } from "@core/inbox";
import { INBOX_KIND_FILTERS, INBOX_STATE_FILTERS, INBOX_WAITING_FILTERS } from "@core/inbox-constants";
import { DashboardScreen } from "@web/components/DashboardScreen";
import { DueBadge } from "@web/components/DueBadge";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { cn } from "@web/lib/cn";
import { useNow } from "@web/lib/date-time";
import { useMoney } from "@web/lib/use-money";
import { Badge } from "@web/ui/badge";
import { Button } from "@web/ui/button";
import { Label } from "@web/ui/label";
import { LoadFailed, LoadingLine } from "@web/ui/list-states";
import { NativeSelect, SelectOptions } from "@web/ui/native-select";
import { useUrlState } from "@web/ui/url-state";
import { type KeyboardEvent, useRef, useState } from "react";
import { type Closable, inboxUrl, useCloseItem, useInbox } from "./api";
import { type InboxTranslate, inboxCatalogue } from "./catalogue";
import { InboxDetail } from "./InboxDetail";

/** An item's place in the URL (`item=contact:<id>`). */
export const itemKey = (i: Pick<InboxItem, "kind" | "id">) => `${i.kind}:${i.id}`;

/**
 * The operator inbox (docs/decisions/0043-operator-inbox.md): the list of everything waiting, and the
 * open item's thread with its client beside it — two panes from 1024 px, one with a way back on
 * a phone. j / k move through the list, Enter opens, e closes the item with its own kind's action.
 */
export function InboxPage() {
  const t = useCatalogue(inboxCatalogue);
  const translate = useTranslate();
  const url = useUrlState(inboxUrl, "item");
  const list = useInbox({ ...url.values, cursor: url.cursor });
  const close = useCloseItem();
  const [announcement, setAnnouncement] = useState("");
  const listRef = useRef<HTMLUListElement>(null);
  const items = list.data?.items ?? [];
  // The open item stays on screen when an answer takes it off the list (the reply is shown in its thread).
  const lastOpen = useRef<InboxItem | null>(null);
  const found = items.find((i) => itemKey(i) === url.openId);
  if (found) lastOpen.current = found;
  const open = found ?? (lastOpen.current && itemKey(lastOpen.current) === url.openId ? lastOpen.current : null);
  const kindName = (i: InboxItem) => t(`kind.${i.kind}`);

  const closeItem = (item: InboxItem) => {
    if (item.kind === "translation") {
      setAnnouncement(t("thread.cannotClose"));
      return;
    }
    close.mutate({ kind: item.kind, id: item.id, clientId: item.client?.id ?? null } satisfies Closable, {
      onSuccess: () => {
        setAnnouncement(t("thread.closed", { kind: kindName(item), from: item.from }));
        if (url.openId === itemKey(item)) url.close();
      },
      onError: (err) => setAnnouncement(t("thread.failed", { message: translate(err.message) })),
    });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    if (e.altKey || e.ctrlKey || e.metaKey || target.closest("input, textarea, select, [contenteditable]")) return;
    const buttons = [...(listRef.current?.querySelectorAll<HTMLButtonElement>("[data-inbox-item]") ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (e.key === "j" || e.key === "k") {
      e.preventDefault();
      const next = e.key === "j" ? Math.min(at + 1, buttons.length - 1) : Math.max(at - 1, 0);
      const item = items[next];
      buttons[next]?.focus();
      if (item) setAnnouncement(t("list.position", { n: next + 1, total: items.length, kind: kindName(item), from: item.from }));
    } else if (e.key === "e") {
      const item = at >= 0 ? items[at] : open;
      if (item) {
        e.preventDefault();
        closeItem(item);
      }
    }
  };

  return (
    <DashboardScreen title={t("title")} description={t("lead")}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the list's keys (j, k, e) work wherever focus is in the inbox; each item is a button */}
      <div onKeyDown={onKeyDown} className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
        <section aria-label={t("list.label")} aria-busy={list.isFetching} className={cn("grid content-start gap-3", url.openId && "hidden lg:grid")}>
          <Filters t={t} values={url.values} onChange={url.set} />
          {list.isPending ? (
            <LoadingLine>{t("list.loading")}</LoadingLine>
          ) : list.isError ? (
            <LoadFailed retry={t("list.retry")} onRetry={() => list.refetch()}>
              {t("list.loadFailed", { message: translate(list.error.message) })}
            </LoadFailed>
          ) : items.length === 0 ? (
            <p className="rounded-lg border p-6 text-center text-muted-foreground">{url.filtered ? t("list.emptyFiltered") : t("list.empty")}</p>
          ) : (
            <ul ref={listRef} className="grid gap-2">
              {items.map((item) => (
                <li key={itemKey(item)}>
                  <ItemButton item={item} t={t} current={itemKey(item) === url.openId} onOpen={() => url.open(itemKey(item))} />
                </li>
              ))}
            </ul>
          )}
          {(url.hasPrevious || list.data?.nextCursor) && (
            <nav aria-label={t("list.pages")} className="flex justify-between gap-2">
              <Button variant="outline" size="sm" disabled={!url.hasPrevious} onClick={url.previous}>
                {t("list.previous")}
              </Button>
              <Button variant="outline" size="sm" disabled={!list.data?.nextCursor} onClick={() => list.data?.nextCursor && url.next(list.data.nextCursor)}>
                {t("list.next")}
              </Button>
            </nav>
          )}
        </section>
        <div className={cn(!url.openId && "hidden lg:block")}>
          <InboxDetail item={open} t={t} onBack={url.close} onClose={closeItem} closing={close.isPending} />
        </div>
      </div>
    </DashboardScreen>
  );
}

type FilterValues = { kind: string; state: string; waiting: string };

function Filters({ t, values, onChange }: { t: InboxTranslate; values: FilterValues; onChange: (change: Partial<FilterValues>) => void }) {
  return (
    <fieldset className="grid grid-cols-3 gap-2">
      <legend className="sr-only">{t("filters.label")}</legend>
      <Choice id="inbox-kind" label={t("filters.kind")} value={values.kind} onChange={(kind) => onChange({ kind })} options={INBOX_KIND_FILTERS} name={(k) => t(`filters.kinds.${k}`)} />
      <Choice id="inbox-state" label={t("filters.state")} value={values.state} onChange={(state) => onChange({ state })} options={INBOX_STATE_FILTERS} name={(s) => t(`filters.states.${s}`)} />
      <Choice id="inbox-waiting" label={t("filters.waiting")} value={values.waiting} onChange={(waiting) => onChange({ waiting })} options={INBOX_WAITING_FILTERS} name={(w) => t(`filters.waitings.${w}`)} />
    </fieldset>
  );
}

type ChoiceProps<V extends string> = { id: string; label: string; value: string; onChange: (value: string) => void; options: readonly V[]; name: (value: V) => string };

/** One of the filters: a labelled select, one cell of the row. */
function Choice<V extends string>({ id, label, value, onChange, options, name }: ChoiceProps<V>) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <SelectOptions values={options} label={name} />
      </NativeSelect>
    </div>
  );
}

/** One waiting item: what and from whom, the clock, and the client's balance and money owed. */
function ItemButton({ item, t, current, onOpen }: { item: InboxItem; t: InboxTranslate; current: boolean; onOpen: () => void }) {
  const now = useNow();
  const { money, hours } = useMoney();
  const owed = item.client?.owed.map((o) => money(o.amount, o.currency)).join(", ");
  return (
    <button
      type="button"
      data-inbox-item
      aria-current={current ? "true" : undefined}
      onClick={onOpen}
      className={cn(
        "grid w-full gap-1 rounded-lg border p-3 text-left text-sm outline-none hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:border-ring",
        current && "border-primary bg-muted",
      )}
    >
      <span className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex items-center gap-2">
          <Badge variant="outline">{t(`kind.${item.kind}`)}</Badge>
          <Badge variant={item.state === "new" ? "secondary" : "outline"}>{t(`state.${item.state}`)}</Badge>
        </span>
        <DueBadge dueAt={item.dueAt} now={now} />
      </span>
      <span className="font-medium">{item.from || item.email || t("list.noEmail")}</span>
      <span className="truncate text-muted-foreground">{item.preview}</span>
      <span className="text-xs text-muted-foreground">
        {item.client
          ? `${t("list.balance", { hours: hours(item.client.balance) })} · ${owed ? t("list.owes", { amount: owed }) : t("list.owesNothing")}`
          : `${t("list.noClient")}${item.email ? "" : ` · ${t("list.noEmail")}`}`}
      </span>
    </button>
  );
}
