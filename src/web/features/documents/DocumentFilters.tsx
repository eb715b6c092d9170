import { DOCUMENT_STATUSES } from "@core/documents-constants";
import { UPLOAD_EXTENSIONS } from "@core/upload";
import { ClientFilter } from "@web/components/ClientFilter";
import { FilterPanel } from "@web/ui/filter-panel";
import { DateRangeFields } from "@web/ui/date-range-fields";
import { SelectFilter } from "@web/ui/select-filter";
import type { DocumentFilter } from "./api";
import type { DocumentsCopy } from "./copy";

/** The file types as the filter shows them: PDF, DOCX… */
const TYPE_NAMES = Object.fromEntries(UPLOAD_EXTENSIONS.map((ext) => [ext, ext.toUpperCase()])) as Record<(typeof UPLOAD_EXTENSIONS)[number], string>;

type Props = { id: string; value: DocumentFilter; onApply: (f: DocumentFilter) => void; copy: DocumentsCopy };

/** Client, type, status and upload-date range; applied to the URL with Apply. */
export function DocumentFilters({ id, value, onApply, copy }: Props) {
  const f = copy.filter;
  return (
    <FilterPanel id={id} value={value} onApply={onApply} copy={f} className="lg:grid-cols-3">
      {(draft, change) => (
        <>
          <ClientFilter
            id="filter-client"
            copy={{ ...f, clientSearch: copy.upload.clientSearch, clientSearchPlaceholder: copy.upload.clientSearchPlaceholder, noClients: copy.upload.noClients }}
            value={draft.clientId}
            onChange={(clientId) => change({ clientId })}
          />
          <div className="grid content-start gap-2">
            <SelectFilter id="filter-type" label={f.type} any={f.anyType} options={UPLOAD_EXTENSIONS} names={TYPE_NAMES} value={draft.type} onChange={(type) => change({ type })} />
            <SelectFilter id="filter-status" label={f.status} any={f.anyStatus} options={DOCUMENT_STATUSES} names={copy.status} value={draft.status} onChange={(status) => change({ status })} below />
          </div>
          <DateRangeFields idPrefix="filter" labels={f} draft={draft} change={change} stacked />
        </>
      )}
    </FilterPanel>
  );
}
