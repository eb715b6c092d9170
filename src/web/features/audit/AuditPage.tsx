import { AUDIT_ACTIONS } from "@core/audit-constants";
import { textsOf } from "@core/i18n/catalogue";
import { auditColumns } from "@web/components/audit/AuditTable";
import { auditCatalogue } from "@web/components/audit/catalogue";
import { ClientFilter } from "@web/components/ClientFilter";
import { DashboardScreen } from "@web/components/DashboardScreen";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { CursorPager } from "@web/ui/cursor-pager";
import { DataTable } from "@web/ui/data-table";
import { DateRangeFields } from "@web/ui/date-range-fields";
import { FilterPanel } from "@web/ui/filter-panel";
import { labelsOf } from "@web/ui/filter-tabs";
import { SelectFilter } from "@web/ui/select-filter";
import { useUrlState } from "@web/ui/url-state";
import { type AuditFilter, auditListUrl, useAuditList } from "./api";
import { useTranslate } from "@web/i18n/use-translate";
import { useI18n } from "@web/i18n/I18nProvider";

/** /dashboard/audit (admin): every operator action, filtered by action, client and dates (all in the URL). */
export function AuditPage() {
  const t = useCatalogue(auditCatalogue);
  const translate = useTranslate();
  const { locale } = useI18n();
  const url = useUrlState(auditListUrl);
  const list = useAuditList(url.values);

  return (
    <DashboardScreen title={t("title")} description={t("lead")}>
      <AuditFilters value={url.values} onApply={url.set} />
      <DataTable
        query={list}
        rows={list.data?.items}
        columns={auditColumns(t, locale)}
        rowKey={(e) => e.id}
        texts={{
          loading: t("loading"),
          empty: url.filtered ? t("emptyFiltered") : t("empty"),
          error: list.isError ? t("loadFailed", { message: translate(list.error.message) }) : null,
          errorToastId: "audit-load-failed",
        }}
        footer={<CursorPager label={t("pagination")} url={url} query={list} />}
      />
    </DashboardScreen>
  );
}

function AuditFilters({ value, onApply }: { value: AuditFilter; onApply: (f: AuditFilter) => void }) {
  const t = useCatalogue(auditCatalogue);
  return (
    <FilterPanel value={value} onApply={onApply} copy={textsOf(t, "filter", ["title", "apply", "clear"])} className="lg:grid-cols-4">
      {(draft, change) => (
        <>
          <div className="grid content-start gap-2">
            <SelectFilter id="audit-action" label={t("filter.action")} any={t("filter.anyAction")} options={AUDIT_ACTIONS} names={labelsOf(AUDIT_ACTIONS, (a) => t(`actions.${a}`))} value={draft.action} onChange={(action) => change({ action })} />
          </div>
          <ClientFilter id="audit-client" label={t("filter.client")} any={t("filter.anyClient")} value={draft.clientId} onChange={(clientId) => change({ clientId })} />
          <DateRangeFields idPrefix="audit" labels={textsOf(t, "filter", ["from", "to"])} draft={draft} change={change} />
        </>
      )}
    </FilterPanel>
  );
}
