import { DOCUMENT_STATUSES } from "@core/documents-constants";
import { textsOf } from "@core/i18n/catalogue";
import { UPLOAD_EXTENSIONS } from "@core/upload";
import { ClientFilter } from "@web/components/ClientFilter";
import { FilterPanel } from "@web/ui/filter-panel";
import { labelsOf } from "@web/ui/filter-tabs";
import { DateRangeFields } from "@web/ui/date-range-fields";
import { SelectFilter } from "@web/ui/select-filter";
import type { DocumentFilter } from "./api";
import type { DocumentsTranslate } from "./catalogue";

/** The file types as the filter shows them: PDF, DOCX… */
const TYPE_NAMES = Object.fromEntries(UPLOAD_EXTENSIONS.map((ext) => [ext, ext.toUpperCase()])) as Record<(typeof UPLOAD_EXTENSIONS)[number], string>;

type Props = { id: string; value: DocumentFilter; onApply: (f: DocumentFilter) => void; t: DocumentsTranslate };

/** Client, type, status and upload-date range; applied to the URL with Apply. */
export function DocumentFilters({ id, value, onApply, t }: Props) {
  return (
    <FilterPanel id={id} value={value} onApply={onApply} copy={textsOf(t, "filter", ["title", "apply", "clear"])} className="lg:grid-cols-3">
      {(draft, change) => (
        <>
           <ClientFilter
            id="filter-client"
            label={t("filter.client")}
            any={t("filter.anyClient")}
            value={draft.clientId}
            onChange={(clientId) => change({ clientId })}
          />
          <div className="grid content-start gap-2">
            <SelectFilter id="filter-type" label={t("filter.type")} any={t("filter.anyType")} options={UPLOAD_EXTENSIONS} names={TYPE_NAMES} value={draft.type} onChange={(type) => change({ type })} />
            <SelectFilter id="filter-status" label={t("filter.status")} any={t("filter.anyStatus")} options={DOCUMENT_STATUSES} names={labelsOf(DOCUMENT_STATUSES, (s) => t(`status.${s}`))} value={draft.status} onChange={(status) => change({ status })} below />
          </div>
          <DateRangeFields idPrefix="filter" labels={textsOf(t, "filter", ["from", "to"])} draft={draft} change={change} stacked />
        </>
      )}
    </FilterPanel>
  );
}
