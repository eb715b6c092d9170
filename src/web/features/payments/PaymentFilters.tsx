import { textsOf } from "@core/i18n/catalogue";
import { HISTORY_TYPES, type PaymentType } from "@core/payments-constants";
import { ClientFilter } from "@web/components/ClientFilter";
import { DateRangeFields } from "@web/ui/date-range-fields";
import { FilterPanel } from "@web/ui/filter-panel";
import { SelectFilter } from "@web/ui/select-filter";
import type { PaymentFilter } from "./api";
import type { PaymentsTranslate } from "./catalogue";
import { uiCatalogue } from "@web/ui/catalogue";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { labelsOf } from "@web/ui/filter-tabs";

type Props = { id: string; value: PaymentFilter; onApply: (f: PaymentFilter) => void; t: PaymentsTranslate };

/** Date range, type and client; applied to the URL with Apply (the Export link follows). */
export function PaymentFilters({ id, value, onApply, t }: Props) {
  const ui = useCatalogue(uiCatalogue);
  const typeNames = labelsOf<PaymentType>(HISTORY_TYPES, (type) => ui(`payment.types.${type}`));
  return (
    <FilterPanel id={id} value={value} onApply={onApply} copy={textsOf(t, "filter", ["title", "apply", "clear"])} className="lg:grid-cols-3">
      {(draft, change) => (
        <>
          <ClientFilter id="payment-filter-client" label={t("filter.client")} any={t("filter.anyClient")} value={draft.clientId} onChange={(clientId) => change({ clientId })} />
          <div className="grid content-start gap-2">
            <SelectFilter id="payment-filter-type" label={t("filter.type")} any={t("filter.anyType")} options={HISTORY_TYPES} names={typeNames} value={draft.type} onChange={(type) => change({ type })} />
          </div>
          <DateRangeFields idPrefix="payment-filter" labels={textsOf(t, "filter", ["from", "to"])} draft={draft} change={change} stacked />
        </>
      )}
    </FilterPanel>
  );
}
