import { DOCUMENT_STATUSES } from "@core/documents-constants";
import { UPLOAD_EXTENSIONS } from "@core/upload";
import { ClientPicker } from "@web/components/ClientPicker";
import { FilterPanel } from "@web/ui/filter-panel";
import { DateRangeFields } from "@web/ui/date-range-fields";
import { Label } from "@web/ui/label";
import { NativeSelect } from "@web/ui/native-select";
import type { DocumentFilter } from "./api";
import type { DocumentsCopy } from "./copy";

type Props = { id: string; value: DocumentFilter; onApply: (f: DocumentFilter) => void; copy: DocumentsCopy };

/** Client, type, status and upload-date range; applied to the URL with Apply. */
export function DocumentFilters({ id, value, onApply, copy }: Props) {
  const f = copy.filter;
  return (
    <FilterPanel id={id} value={value} onApply={onApply} copy={f} className="lg:grid-cols-3">
      {(draft, change) => {
        const field = (key: keyof DocumentFilter) => ({ value: draft[key] ?? "", onChange: (e: { target: { value: string } }) => change({ [key]: e.target.value || undefined }) });
        return (
          <>
            <ClientPicker
              id="filter-client"
              label={f.client}
              searchLabel={copy.upload.clientSearch}
              searchPlaceholder={copy.upload.clientSearchPlaceholder}
              placeholder={f.anyClient}
              noneFound={copy.upload.noClients}
              value={draft.clientId ?? ""}
              onChange={(clientId) => change({ clientId: clientId || undefined })}
            />
            <div className="grid content-start gap-2">
              <Label htmlFor="filter-type">{f.type}</Label>
              <NativeSelect id="filter-type" {...field("type")}>
                <option value="">{f.anyType}</option>
                {UPLOAD_EXTENSIONS.map((ext) => (
                  <option key={ext} value={ext}>
                    {ext.toUpperCase()}
                  </option>
                ))}
              </NativeSelect>
              <Label htmlFor="filter-status" className="mt-2">
                {f.status}
              </Label>
              <NativeSelect id="filter-status" {...field("status")}>
                <option value="">{f.anyStatus}</option>
                {DOCUMENT_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {copy.status[s]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <DateRangeFields idPrefix="filter" labels={f} draft={draft} change={change} stacked />
          </>
        );
      }}
    </FilterPanel>
  );
}
