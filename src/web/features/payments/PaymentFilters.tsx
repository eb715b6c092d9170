import { HISTORY_TYPES } from "@core/payments-constants";
import { ClientFilter } from "@web/components/ClientFilter";
import { PAYMENT_LABELS } from "@web/components/payment-labels";
import { useCopy } from "@web/i18n/I18nProvider";
import { DateRangeFields } from "@web/ui/date-range-fields";
import { FilterPanel } from "@web/ui/filter-panel";
import { SelectFilter } from "@web/ui/select-filter";
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
          <ClientFilter id="payment-filter-client" label={f.client} any={f.anyClient} value={draft.clientId} onChange={(clientId) => change({ clientId })} />
          <div className="grid content-start gap-2">
            <SelectFilter id="payment-filter-type" label={f.type} any={f.anyType} options={HISTORY_TYPES} names={labels.types} value={draft.type} onChange={(type) => change({ type })} />
          </div>
          <DateRangeFields idPrefix="payment-filter" labels={f} draft={draft} change={change} stacked />
        </>
      )}
    </FilterPanel>
  );
}
