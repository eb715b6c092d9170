import type { ContactRow } from "@core/contact-inbox";
import { CONTACT_FILTERS } from "@core/contact-inbox-constants";
import { dueState } from "@core/sla";
import { ChevronLeft, ChevronRight, Eye, LoaderCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { toast } from "@web/ui/toast";
import { DashboardPageHeader } from "@web/components/DashboardPageHeader";
import { DueBadge } from "@web/components/DueBadge";
import { useCopy, useI18n } from "@web/i18n/I18nProvider";
import { formatDateTime, useNow } from "@web/lib/date-time";
import { cn } from "@web/lib/cn";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { Badge } from "@web/ui/badge";
import { Button } from "@web/ui/button";
import { Card, CardContent } from "@web/ui/card";
import { Label } from "@web/ui/label";
import { NativeSelect } from "@web/ui/native-select";
import { contactInboxView, useContactInbox } from "./api";
import { ContactDetailsDialog } from "./ContactDetailsDialog";
import { type ContactInboxCopy, contactInboxCopy } from "./copy";
import { useTranslate } from "@web/i18n/use-translate";

const STATUS_VARIANT = { new: "default", answered: "secondary", closed: "outline" } as const;

/** /dashboard/contact: the operator's Contact inbox (issue 10 items 2 and 4). */
export function ContactInboxPage() {
  const copy = useCopy(contactInboxCopy);
  const translate = useTranslate();
  useDocumentTitle(copy.title);
  const [params, setParams] = useSearchParams();
  const { status, sort } = contactInboxView(params);
  const openId = params.get("id");
  const [trail, setTrail] = useState<string[]>([]);
  const cursor = trail.at(-1);
  const list = useContactInbox({ status, sort, cursor });
  const now = useNow();
  const errorMessage = list.isError ? copy.loadFailed(list.error.message) : null;
  useEffect(() => {
    if (errorMessage) toast.error(errorMessage, { id: "contact-inbox-load-failed" });
  }, [errorMessage]);

  const set = (change: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(change)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next);
  };
  const data = list.data;

  return (
    <div className="grid grid-cols-1 gap-6">
      <DashboardPageHeader title={copy.title} description={copy.lead} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{copy.filtersLabel}</legend>
          {CONTACT_FILTERS.map((f) => (
            <Button
              key={f}
              size="sm"
              variant={status === f ? "default" : "outline"}
              aria-pressed={status === f}
              onClick={() => {
                setTrail([]);
                set({ status: f === "all" ? null : f });
              }}
            >
              {copy.tabs[f]}
              {data && <span className="tabular-nums opacity-80">{data.counts[f]}</span>}
            </Button>
          ))}
        </fieldset>
        <div className="grid gap-1.5 sm:w-48">
          <Label htmlFor="contact-sort">{copy.sort.label}</Label>
          <NativeSelect
            id="contact-sort"
            value={sort}
            onChange={(e) => {
              setTrail([]);
              set({ sort: e.target.value === "newest" ? null : e.target.value });
            }}
          >
            <option value="newest">{copy.sort.newest}</option>
            <option value="due">{copy.sort.due}</option>
          </NativeSelect>
        </div>
      </div>
      <Card>
        <CardContent aria-busy={list.isFetching}>
          {list.isPending ? (
            <p role="status" className="flex items-center gap-2 py-6 text-muted-foreground">
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              {copy.loading}
            </p>
          ) : list.isError && !data ? (
            <div role="alert" className="flex flex-wrap items-center gap-3 py-6 text-sm text-destructive">
              {translate(errorMessage)}
              <Button variant="outline" size="sm" onClick={() => list.refetch()}>
                {copy.retry}
              </Button>
            </div>
          ) : data && data.items.length === 0 ? (
            <p className="py-6 text-center font-medium">{status === "all" ? copy.empty : copy.emptyFiltered}</p>
          ) : data ? (
            <ContactTable items={data.items} now={now} copy={copy} onOpen={(id) => set({ id })} />
          ) : null}
          {(trail.length > 0 || data?.nextCursor) && (
            <nav aria-label={copy.pagination} className="mt-4 flex justify-between gap-2 border-t pt-4">
              <Button variant="outline" size="sm" onClick={() => setTrail((t) => t.slice(0, -1))} disabled={trail.length === 0 || list.isFetching}>
                <ChevronLeft aria-hidden="true" />
                {copy.previous}
              </Button>
              <Button
                variant="outline"
                size="sm"
                onClick={() => data?.nextCursor && setTrail((t) => [...t, data.nextCursor!])}
                disabled={!data?.nextCursor || list.isFetching}
              >
                {copy.next}
                <ChevronRight aria-hidden="true" />
              </Button>
            </nav>
          )}
        </CardContent>
      </Card>
      {openId && <ContactDetailsDialog id={openId} now={now} onClose={() => set({ id: null })} />}
    </div>
  );
}

type TableProps = { items: ContactRow[]; now: Date; copy: ContactInboxCopy; onOpen: (id: string) => void };

function ContactTable({ items, now, copy, onOpen }: TableProps) {
  const { locale } = useI18n();
  const c = copy.columns;
  const overdue = (r: ContactRow) => r.status === "new" && r.dueAt !== null && dueState(r.dueAt, now).overdue;
  const status = (r: ContactRow) => <Badge variant={STATUS_VARIANT[r.status]}>{copy.statuses[r.status]}</Badge>;
  const due = (r: ContactRow) => (r.status === "new" && r.dueAt ? <DueBadge dueAt={r.dueAt} now={now} /> : <span className="text-muted-foreground">—</span>);
  const from = (r: ContactRow) => (
    <span className="grid">
      <span className="font-medium break-words">{r.name}</span>
      <span className="text-xs break-all text-muted-foreground">{r.email}</span>
    </span>
  );
  const open = (r: ContactRow) => (
    <Button variant="outline" size="sm" onClick={() => onOpen(r.id)} aria-label={copy.openLabel(r.name)}>
      <Eye aria-hidden="true" />
      {copy.open}
    </Button>
  );
  return (
    <>
      <table className="hidden w-full text-sm lg:table">
        <thead>
          <tr className="border-b text-left text-muted-foreground">
            {[c.from, c.service, c.message, c.received, c.status, c.due, c.actions].map((h) => (
              <th key={h} scope="col" className="py-2 pr-4 font-medium last:pr-0">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((r) => (
            <tr key={r.id} data-overdue={overdue(r) || undefined} className={cn("border-b align-top last:border-0", overdue(r) && "bg-destructive/5")}>
              <td className="py-3 pr-4">{from(r)}</td>
              <td className="py-3 pr-4">{copy.services[r.service] ?? r.service}</td>
              <td className="max-w-xs py-3 pr-4 break-words text-muted-foreground">{r.preview}</td>
              <td className="py-3 pr-4 whitespace-nowrap">{formatDateTime(r.createdAt, locale)}</td>
              <td className="py-3 pr-4">{status(r)}</td>
              <td className="py-3 pr-4">{due(r)}</td>
              <td className="py-3">{open(r)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="grid gap-3 lg:hidden">
        {items.map((r) => (
          <li key={r.id} data-overdue={overdue(r) || undefined} className={cn("grid gap-3 rounded-xl border p-4", overdue(r) && "border-destructive/40 bg-destructive/5")}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              {from(r)}
              {status(r)}
            </div>
            <p className="text-sm break-words text-muted-foreground">{r.preview}</p>
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <div className="grid gap-0.5">
                <dt className="text-muted-foreground">{c.service}</dt>
                <dd>{copy.services[r.service] ?? r.service}</dd>
              </div>
              <div className="grid gap-0.5">
                <dt className="text-muted-foreground">{c.received}</dt>
                <dd>{formatDateTime(r.createdAt, locale)}</dd>
              </div>
            </dl>
            <div className="flex flex-wrap items-center justify-between gap-2">
              {due(r)}
              {open(r)}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
