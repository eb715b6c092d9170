import { textsOf } from "@core/i18n/catalogue";
import { HISTORY_TYPES } from "@core/payments-constants";
import { ClientFilter } from "@web/components/ClientFilter";
import { PAYMENT_LABELS } from "@web/components/payment-labels";
import { useCopy } from "@web/i18n/I18nProvider";
import { DateRangeFields } from "@web/ui/date-range-fields";
import { FilterPanel } from "@web/ui/filter-panel";
import { SelectFilter } from "@web/ui/select-filter";
import type { PaymentFilter } from "./api";
import type { PaymentsTranslate } from "./catalogue";

type Props = { id: string; value: PaymentFilter; onApply: (f: PaymentFilter) => void; t: PaymentsTranslate };

/** Date range, type and client; applied to the URL with Apply (the Export link follows). */
export function PaymentFilters({ id, value, onApply, t }: Props) {
  const labels = useCopy(PAYMENT_LABELS);
  return (
    <FilterPanel id={id} value={value} onApply={onApply} copy={textsOf(t, "filter", ["title", "apply", "clear"])} className="lg:grid-cols-3">
      {(draft, change) => (
        <>
          <ClientFilter id="payment-filter-client" label={t("filter.client")} any={t("filter.anyClient")} value={draft.clientId} onChange={(clientId) => change({ clientId })} />
          <div className="grid content-start gap-2">
            <SelectFilter id="payment-filter-type" label={t("filter.type")} any={t("filter.anyType")} options={HISTORY_TYPES} names={labels.types} value={draft.type} onChange={(type) => change({ type })} />
          </div>
          <DateRangeFields idPrefix="payment-filter" labels={textsOf(t, "filter", ["from", "to"])} draft={draft} change={change} stacked />
        </>
      )}
    </FilterPanel>
  );
}
