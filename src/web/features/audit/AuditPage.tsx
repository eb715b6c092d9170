import { AUDIT_ACTIONS } from "@core/audit-constants";
import { auditColumns } from "@web/components/audit/AuditTable";
import { auditCopy } from "@web/components/audit/audit-copy";
import { ClientFilter } from "@web/components/ClientFilter";
import { DashboardPageHeader } from "@web/components/DashboardPageHeader";
import { useCopy } from "@web/i18n/I18nProvider";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { CursorPager } from "@web/ui/cursor-pager";
import { DataTable } from "@web/ui/data-table";
import { DateRangeFields } from "@web/ui/date-range-fields";
import { FilterPanel } from "@web/ui/filter-panel";
import { SelectFilter } from "@web/ui/select-filter";
import { useUrlState } from "@web/ui/url-state";
import { type AuditFilter, auditListUrl, useAuditList } from "./api";

/** /dashboard/audit (admin): every operator action, filtered by action, client and dates (all in the URL). */
export function AuditPage() {
  const copy = useCopy(auditCopy);
  useDocumentTitle(copy.title);
  const url = useUrlState(auditListUrl);
  const list = useAuditList(url.values);

  return (
    <div className="grid grid-cols-1 gap-6">
      <DashboardPageHeader title={copy.title} description={copy.lead} />
      <AuditFilters value={url.values} onApply={url.set} />
      <DataTable
        query={list}
        rows={list.data?.items}
        columns={auditColumns(copy)}
        rowKey={(e) => e.id}
        texts={{
          loading: copy.loading,
          empty: url.filtered ? copy.emptyFiltered : copy.empty,
          error: list.isError ? copy.loadFailed(list.error.message) : null,
          errorToastId: "audit-load-failed",
        }}
        footer={<CursorPager label={copy.pagination} url={url} query={list} />}
      />
    </div>
  );
}

function AuditFilters({ value, onApply }: { value: AuditFilter; onApply: (f: AuditFilter) => void }) {
  const copy = useCopy(auditCopy);
  const f = copy.filter;
  return (
    <FilterPanel value={value} onApply={onApply} copy={f} className="lg:grid-cols-4">
      {(draft, change) => (
        <>
          <div className="grid content-start gap-2">
            <SelectFilter id="audit-action" label={f.action} any={f.anyAction} options={AUDIT_ACTIONS} names={copy.actions} value={draft.action} onChange={(action) => change({ action })} />
          </div>
          <ClientFilter id="audit-client" label={f.client} any={f.anyClient} value={draft.clientId} onChange={(clientId) => change({ clientId })} />
          <DateRangeFields idPrefix="audit" labels={f} draft={draft} change={change} />
        </>
      )}
    </FilterPanel>
  );
}
