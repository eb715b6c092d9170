import { PAYMENT_TYPES, type PaymentType } from "@core/payments-constants";
import { type FormEvent, useEffect, useState } from "react";
import { PAYMENT_LABELS } from "@web/components/payment-labels";
import { ClientPicker } from "@web/components/ClientPicker";
import { useCopy } from "@web/i18n/I18nProvider";
import { Button } from "@web/ui/button";
import { Input } from "@web/ui/input";
import { Label } from "@web/ui/label";
import { NativeSelect } from "@web/ui/native-select";
import type { PaymentsCopy } from "./copy";
import type { PaymentFilter } from "./api";

type Props = { id: string; value: PaymentFilter; onApply: (f: PaymentFilter) => void; copy: PaymentsCopy };

/** Date range, type and client; applied to the URL with Apply (the Export link follows). */
export function PaymentFilters({ id, value, onApply, copy }: Props) {
  const [draft, setDraft] = useState<PaymentFilter>(value);
  useEffect(() => setDraft(value), [value]);
  const labels = useCopy(PAYMENT_LABELS);
  const f = copy.filter;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };
  return (
    <form id={id} onSubmit={submit} aria-label={f.title} className="grid gap-4 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-3">
      <ClientPicker
        id="payment-filter-client"
        label={f.client}
        searchLabel={f.clientSearch}
        searchPlaceholder={f.clientSearchPlaceholder}
        placeholder={f.anyClient}
        noneFound={f.noClients}
        value={draft.clientId ?? ""}
        onChange={(clientId) => setDraft((d) => ({ ...d, clientId: clientId || undefined }))}
      />
      <div className="grid content-start gap-2">
        <Label htmlFor="payment-filter-type">{f.type}</Label>
        <NativeSelect
          id="payment-filter-type"
          value={draft.type ?? ""}
          onChange={(e) => setDraft((d) => ({ ...d, type: (e.target.value || undefined) as PaymentType | undefined }))}
        >
          <option value="">{f.anyType}</option>
          {PAYMENT_TYPES.map((t) => (
            <option key={t} value={t}>
              {labels.types[t]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid content-start gap-2">
        <Label htmlFor="payment-filter-from">{f.from}</Label>
        <Input id="payment-filter-from" type="date" value={draft.from ?? ""} onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value || undefined }))} />
        <Label htmlFor="payment-filter-to" className="mt-2">
          {f.to}
        </Label>
        <Input id="payment-filter-to" type="date" value={draft.to ?? ""} onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value || undefined }))} />
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
        <Button type="submit">{f.apply}</Button>
        <Button type="button" variant="outline" onClick={() => onApply({})}>
          {f.clear}
        </Button>
      </div>
    </form>
  );
}
