import { AUDIT_ACTIONS, type AuditAction } from "@core/audit-constants";
import { ChevronLeft, ChevronRight, LoaderCircle } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { toast } from "@web/ui/toast";
import { AuditTable } from "@web/components/audit/AuditTable";
import { auditCopy } from "@web/components/audit/audit-copy";
import { DashboardPageHeader } from "@web/components/DashboardPageHeader";
import { ClientPicker } from "@web/components/ClientPicker";
import { useCopy } from "@web/i18n/I18nProvider";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { Button } from "@web/ui/button";
import { Card, CardContent } from "@web/ui/card";
import { Input } from "@web/ui/input";
import { Label } from "@web/ui/label";
import { NativeSelect } from "@web/ui/native-select";
import { useTranslate } from "@web/i18n/use-translate";
import { AUDIT_FILTER_KEYS as KEYS, type AuditFilter as Filter, auditQueryOf, useAuditList } from "./api";

/** /dashboard/audit (admin): every operator action, filtered by action, client and dates (all in the URL). */
export function AuditPage() {
  const translate = useTranslate();
  const copy = useCopy(auditCopy);
  useDocumentTitle(copy.title);
  const [params, setParams] = useSearchParams();
  const trail = (useLocation().state as { trail?: string[] } | null)?.trail ?? [];
  const query = auditQueryOf(params);
  const { cursor, ...filter } = query;
  const list = useAuditList(query);
  const set = (change: Record<string, string | undefined>, nextTrail: string[] = []) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(change)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { state: { trail: nextTrail } });
  };
  const errorMessage = list.isError ? copy.loadFailed(list.error.message) : null;
  useEffect(() => {
    if (errorMessage) toast.error(errorMessage, { id: "audit-load-failed" });
  }, [errorMessage]);
  const data = list.data;
  const filtered = KEYS.some((k) => filter[k]);

  return (
    <div className="grid grid-cols-1 gap-6">
      <DashboardPageHeader title={copy.title} description={copy.lead} />
      <AuditFilters value={filter} onApply={(f) => set({ ...Object.fromEntries(KEYS.map((k) => [k, f[k]])), cursor: undefined })} />
      <Card>
        <CardContent aria-busy={list.isFetching}>
          {list.isPending ? (
            <p role="status" className="flex items-center gap-2 py-6 text-muted-foreground">
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              {copy.loading}
            </p>
          ) : !data ? (
            <p role="alert" className="py-6 text-sm text-destructive">
              {translate(errorMessage)}
            </p>
          ) : data.items.length === 0 ? (
            <p className="py-6 text-center font-medium">{filtered ? copy.emptyFiltered : copy.empty}</p>
          ) : (
            <AuditTable items={data.items} copy={copy} />
          )}
          {(cursor || data?.nextCursor) && (
            <nav aria-label={copy.pagination} className="mt-4 flex justify-between gap-2 border-t pt-4">
              <Button variant="outline" size="sm" onClick={() => set({ cursor: trail.at(-1) || undefined }, trail.slice(0, -1))} disabled={!cursor || list.isFetching}>
                <ChevronLeft aria-hidden="true" />
                {copy.previous}
              </Button>
              <Button
                variant="outline"
                size="sm"
                onClick={() => data?.nextCursor && set({ cursor: data.nextCursor }, [...trail, cursor ?? ""])}
                disabled={!data?.nextCursor || list.isFetching}
              >
                {copy.next}
                <ChevronRight aria-hidden="true" />
              </Button>
            </nav>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function AuditFilters({ value, onApply }: { value: Filter; onApply: (f: Filter) => void }) {
  const copy = useCopy(auditCopy);
  const f = copy.filter;
  const [draft, setDraft] = useState<Filter>(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the URL (Back, shared links)
  useEffect(() => setDraft(value), [value.action, value.clientId, value.from, value.to]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };
  return (
    <form onSubmit={submit} aria-label={f.title} className="grid gap-4 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4">
      <div className="grid content-start gap-2">
        <Label htmlFor="audit-action">{f.action}</Label>
        <NativeSelect
          id="audit-action"
          value={draft.action ?? ""}
          onChange={(e) => setDraft((d) => ({ ...d, action: (e.target.value || undefined) as AuditAction | undefined }))}
        >
          <option value="">{f.anyAction}</option>
          {AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {copy.actions[a]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <ClientPicker
        id="audit-client"
        label={f.client}
        searchLabel={f.clientSearch}
        searchPlaceholder={f.clientSearchPlaceholder}
        placeholder={f.anyClient}
        noneFound={f.noClients}
        value={draft.clientId ?? ""}
        onChange={(clientId) => setDraft((d) => ({ ...d, clientId: clientId || undefined }))}
      />
      <div className="grid content-start gap-2">
        <Label htmlFor="audit-from">{f.from}</Label>
        <Input id="audit-from" type="date" value={draft.from ?? ""} onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value || undefined }))} />
      </div>
      <div className="grid content-start gap-2">
        <Label htmlFor="audit-to">{f.to}</Label>
        <Input id="audit-to" type="date" value={draft.to ?? ""} onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value || undefined }))} />
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
        <Button type="submit">{f.apply}</Button>
        <Button type="button" variant="outline" onClick={() => onApply({})}>
          {f.clear}
        </Button>
      </div>
    </form>
  );
}
