import { PAYMENT_TYPES } from "@core/payments-constants";
import { ClientPicker } from "@web/components/ClientPicker";
import { PAYMENT_LABELS } from "@web/components/payment-labels";
import { useCopy } from "@web/i18n/I18nProvider";
import { DateRangeFields } from "@web/ui/date-range-fields";
import { FilterPanel } from "@web/ui/filter-panel";
import { Label } from "@web/ui/label";
import { NativeSelect } from "@web/ui/native-select";
import type { PaymentFilter } from "./api";
import type { PaymentsCopy } from "./copy";

type Props = { id: string; value: PaymentFilter; onApply: (f: PaymentFilter) => void; copy: PaymentsCopy };

/** Date range, type and client; applied to the URL with Apply (the Export link follows). */
export function PaymentFilters({ id, value, onApply, copy }: Props) {
  const labels = useCopy(PAYMENT_LABELS);
  const f = copy.filter;
  return (
    <FilterPanel id={id} value={value} onApply={onApply} copy={f} className="lg:grid-cols-3">
      {(draft, change) => (
        <>
          <ClientPicker
            id="payment-filter-client"
            label={f.client}
            searchLabel={f.clientSearch}
            searchPlaceholder={f.clientSearchPlaceholder}
            placeholder={f.anyClient}
            noneFound={f.noClients}
            value={draft.clientId ?? ""}
            onChange={(clientId) => change({ clientId: clientId || undefined })}
          />
          <div className="grid content-start gap-2">
            <Label htmlFor="payment-filter-type">{f.type}</Label>
            <NativeSelect id="payment-filter-type" value={draft.type ?? ""} onChange={(e) => change({ type: (e.target.value || undefined) as PaymentFilter["type"] })}>
              <option value="">{f.anyType}</option>
              {PAYMENT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {labels.types[t]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <DateRangeFields idPrefix="payment-filter" labels={f} draft={draft} change={change} stacked />
        </>
      )}
    </FilterPanel>
  );
}
