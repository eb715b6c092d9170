import { BUSINESS_MESSAGES } from "@core/business-messages";
import type { PriceChangeInput, PriceTable } from "@core/business-settings";
import { PRICE_ITEMS, type PriceItem } from "@core/catalogue";
import { formatMoney } from "@core/money";
import { useForm } from "react-hook-form";
import { BlockHeading } from "@web/components/BlockHeading";
import { INTL_LOCALE, useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { useTranslate } from "@web/i18n/use-translate";
import { formatDate } from "@web/lib/format-date";
import { fieldA11y, FormField } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { HeaderRow } from "@web/ui/header-row";
import { NativeSelect } from "@web/ui/native-select";
import { toast } from "@web/ui/toast";
import { usePriceTable, useSetPrice } from "./business-api";
import { settingsCatalogue } from "./catalogue";
import { Loaded } from "./Loaded";
import { SaveButton } from "./SaveButton";
import { showSaveFailure } from "./save-failed";
import { lazyResolver } from "@web/lib/lazy-resolver";
import { dateFormatter } from "@core/date-format";

const priceResolver = lazyResolver(async () => (await import("./validation")).priceResolver);

/** Today in Sofia (the day a price takes effect is a Sofia day), YYYY-MM-DD. */
const sofiaToday = () => dateFormatter("en-CA", { timeZone: "Europe/Sofia" }).format(new Date());

/**
 * The price list: each service's and pack's price in force, the changes set for later days, and
 * a form to set a new price from a day on (today: at once). An order keeps the price it was sold at.
 */
export function PriceListSettings() {
  const t = useCatalogue(settingsCatalogue);
  const table = usePriceTable();
  return (
    <section aria-labelledby="business-prices-heading" className="grid gap-4">
      <BlockHeading id="business-prices-heading" title={t("business.prices.title")} lead={t("business.prices.lead")} small />
      <Loaded query={table} loading={t("business.loading")} failed={t("business.prices.loadFailed")}>
        {(data) => <PriceRows table={data} />}
      </Loaded>
      <PriceForm />
    </section>
  );
}

function PriceRows({ table }: { table: PriceTable }) {
  const t = useCatalogue(settingsCatalogue);
  const { locale } = useI18n();
  const money = (minor: number) => formatMoney(minor, table.currency, INTL_LOCALE[locale]);
  const day = (iso: string) => formatDate(iso, locale);
  if (table.items.length === 0) return <p className="text-sm text-muted-foreground">{t("business.prices.empty")}</p>;
  return (
    // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1)
    <div className="overflow-x-auto rounded-lg border" tabIndex={0}>
      <table className="w-full text-sm">
        <caption className="sr-only">{t("business.prices.title")}</caption>
        <thead className="bg-muted/50 text-left">
          <HeaderRow
            cell="px-3 py-2"
            columns={[{ label: t("business.prices.item") }, { label: t("business.prices.current"), right: true }, { label: t("business.prices.scheduled") }]}
          />
        </thead>
        <tbody>
          {table.items.map((row) => (
            <tr key={row.item} className="border-t" data-testid={`price-${row.item}`}>
              <th scope="row" className="px-3 py-2 text-left font-normal">
                {t(`business.prices.items.${row.item}`)}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{money(row.current.amount)}</td>
              <td className="px-3 py-2">
                {row.scheduled.length === 0
                  ? t("business.prices.none")
                  : row.scheduled.map((s) => t("business.prices.from", { price: money(s.amount), day: day(s.effectiveFrom) })).join("; ")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PriceForm() {
  const t = useCatalogue(settingsCatalogue);
  const translate = useTranslate();
  const setPrice = useSetPrice();
  const form = useForm<PriceChangeInput, unknown, unknown>({
    resolver: priceResolver,
    defaultValues: { item: "hourly", price: "", effectiveFrom: sofiaToday() },
  });
  const errors = form.formState.errors;

  // The form's own text goes to the server (it reads the euro amount with the same schema).
  const submit = form.handleSubmit(async () => {
    const input = form.getValues();
    try {
      await setPrice.mutateAsync(input);
      form.reset({ ...input, price: "" });
      toast.success(translate(BUSINESS_MESSAGES.priceSaved));
    } catch (err) {
      showSaveFailure(err, t("business.prices.failed"), translate, form.setError);
    }
  });

  return (
    <form noValidate onFocus={priceResolver.prefetch} onSubmit={submit} className="grid gap-4 rounded-lg border p-4" aria-labelledby="business-price-form-heading">
      <h4 id="business-price-form-heading" className="text-sm font-semibold">
        {t("business.prices.set")}
      </h4>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="price-item" label={t("business.prices.item")} error={errors.item?.message}>
          <NativeSelect {...fieldA11y("price-item", errors.item?.message)} {...form.register("item")}>
            {PRICE_ITEMS.map((item: PriceItem) => (
              <option key={item} value={item}>
                {t(`business.prices.items.${item}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="price-amount" label={t("business.prices.amount")} error={errors.price?.message}>
          <Input inputMode="decimal" autoComplete="off" placeholder="10.23" {...fieldA11y("price-amount", errors.price?.message)} {...form.register("price")} />
        </FormField>
        <FormField id="price-from" label={t("business.prices.effectiveFrom")} error={errors.effectiveFrom?.message}>
          <Input type="date" min={sofiaToday()} {...fieldA11y("price-from", errors.effectiveFrom?.message)} {...form.register("effectiveFrom")} />
        </FormField>
      </div>
      <SaveButton saving={form.formState.isSubmitting} savingLabel={t("business.saving")}>
        {t("business.prices.save")}
      </SaveButton>
    </form>
  );
}
