import { dueState } from "@core/sla";
import type { TranslationRequestRow } from "@core/translation";
import { TRANSLATION_FILTERS } from "@core/translation-constants";
import { ChevronLeft, ChevronRight, Eye, FileDown, LoaderCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { toast } from "@web/ui/toast";
import { DashboardPageHeader } from "@web/components/DashboardPageHeader";
import { DueBadge } from "@web/components/DueBadge";
import { useCopy, useI18n } from "@web/i18n/I18nProvider";
import { cn } from "@web/lib/cn";
import { formatDateTime, useNow } from "@web/lib/date-time";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { useMoney } from "@web/lib/use-money";
import { Badge } from "@web/ui/badge";
import { Button } from "@web/ui/button";
import { Card, CardContent } from "@web/ui/card";
import { Label } from "@web/ui/label";
import { NativeSelect } from "@web/ui/native-select";
import { documentUrl, translationRequestsView, useTranslationRequests } from "./api";
import { type TranslationRequestsCopy, translationRequestsCopy } from "./copy";
import { TranslationDetailsDialog } from "./TranslationDetailsDialog";
import { useTranslate } from "@web/i18n/use-translate";

const STATUS_VARIANT = { new: "default", in_progress: "accent", delivered: "secondary" } as const;
const COUNT_KEY = { all: "all", new: "new", in_progress: "inProgress", delivered: "delivered" } as const;

/** /dashboard/translations: paid translation requests and their delivery (issue 10 items 3 and 4). */
export function TranslationRequestsPage() {
  const copy = useCopy(translationRequestsCopy);
  const translate = useTranslate();
  useDocumentTitle(copy.title);
  const [params, setParams] = useSearchParams();
  const { status, sort } = translationRequestsView(params);
  const openId = params.get("id");
  const [trail, setTrail] = useState<string[]>([]);
  const list = useTranslationRequests({ status, sort, cursor: trail.at(-1) });
  const now = useNow();
  const errorMessage = list.isError ? copy.loadFailed(list.error.message) : null;
  useEffect(() => {
    if (errorMessage) toast.error(errorMessage, { id: "translation-requests-load-failed" });
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
          {TRANSLATION_FILTERS.map((f) => (
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
              {data && <span className="tabular-nums opacity-80">{data.counts[COUNT_KEY[f]]}</span>}
            </Button>
          ))}
        </fieldset>
        <div className="grid gap-1.5 sm:w-48">
          <Label htmlFor="translation-sort">{copy.sort.label}</Label>
          <NativeSelect
            id="translation-sort"
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
            <RequestTable items={data.items} now={now} copy={copy} onOpen={(id) => set({ id })} />
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
      {openId && <TranslationDetailsDialog id={openId} now={now} onClose={() => set({ id: null })} />}
    </div>
  );
}

type TableProps = { items: TranslationRequestRow[]; now: Date; copy: TranslationRequestsCopy; onOpen: (id: string) => void };

function RequestTable({ items, now, copy, onOpen }: TableProps) {
  const { locale } = useI18n();
  const { money } = useMoney();
  const c = copy.columns;
  const overdue = (r: TranslationRequestRow) => r.status !== "delivered" && r.dueAt !== null && dueState(r.dueAt, now).overdue;
  const customer = (r: TranslationRequestRow) => (
    <span className="grid">
      <span className="font-medium break-words">{r.name}</span>
      <span className="text-xs break-all text-muted-foreground">{r.email}</span>
    </span>
  );
  const doc = (r: TranslationRequestRow) =>
    r.document.available ? (
      <a className="inline-flex items-center gap-1 break-all underline underline-offset-4" href={documentUrl(r.id)} download aria-label={copy.details.downloadLabel(r.document.fileName)}>
        <FileDown className="size-4 shrink-0" aria-hidden="true" />
        {r.document.fileName}
      </a>
    ) : (
      <span className="text-muted-foreground">
        {r.document.fileName} · {copy.fileGone}
      </span>
    );
  const payment = (r: TranslationRequestRow) => (
    <span className="grid">
      <span className="tabular-nums">{money(r.payment.amount, r.payment.currency)}</span>
      <span className="font-mono text-xs text-muted-foreground">{r.payment.reference}</span>
    </span>
  );
  const due = (r: TranslationRequestRow) =>
    r.status !== "delivered" && r.dueAt ? (
      <DueBadge dueAt={r.dueAt} now={now} />
    ) : r.deliveredAt ? (
      <span className="text-muted-foreground">{copy.deliveredOn(formatDateTime(r.deliveredAt, locale))}</span>
    ) : (
      "—"
    );
  const status = (r: TranslationRequestRow) => <Badge variant={STATUS_VARIANT[r.status]}>{copy.statuses[r.status]}</Badge>;
  const open = (r: TranslationRequestRow) => (
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
            {[c.customer, c.notes, c.document, c.payment, c.due, c.status, c.actions].map((h) => (
              <th key={h} scope="col" className="py-2 pr-4 font-medium last:pr-0">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((r) => (
            <tr key={r.id} data-overdue={overdue(r) || undefined} className={cn("border-b align-top last:border-0", overdue(r) && "bg-destructive/5")}>
              <td className="py-3 pr-4">{customer(r)}</td>
              <td className="max-w-56 py-3 pr-4 break-words text-muted-foreground">{r.notes || copy.noNotes}</td>
              <td className="max-w-56 py-3 pr-4">{doc(r)}</td>
              <td className="py-3 pr-4">{payment(r)}</td>
              <td className="py-3 pr-4">{due(r)}</td>
              <td className="py-3 pr-4">{status(r)}</td>
              <td className="py-3">{open(r)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="grid gap-3 lg:hidden">
        {items.map((r) => (
          <li key={r.id} data-overdue={overdue(r) || undefined} className={cn("grid gap-3 rounded-xl border p-4", overdue(r) && "border-destructive/40 bg-destructive/5")}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              {customer(r)}
              {status(r)}
            </div>
            <p className="text-sm break-words text-muted-foreground">{r.notes || copy.noNotes}</p>
            <div className="text-sm">{doc(r)}</div>
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
              {payment(r)}
              {due(r)}
            </div>
            <div>{open(r)}</div>
          </li>
        ))}
      </ul>
    </>
  );
}
