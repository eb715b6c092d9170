import { BUSINESS_MESSAGES } from "@core/business-messages";
import type { BusinessSettings as Settings, BusinessSettingsInput, BusinessSettingsValues } from "@core/business-settings";
import { Controller, useForm } from "react-hook-form";
import { BlockHeading } from "@web/components/BlockHeading";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { useTranslate } from "@web/i18n/use-translate";
import { fieldA11y, FormField } from "@web/ui/form-field";
import { Input } from "@web/ui/input";
import { Textarea } from "@web/ui/textarea";
import { toast } from "@web/ui/toast";
import { useBusinessSettings, useSaveBusinessSettings } from "./business-api";
import { settingsCatalogue } from "./catalogue";
import { Loaded } from "./Loaded";
import { SaveButton } from "./SaveButton";
import { showSaveFailure } from "./save-failed";
import { lazyResolver } from "@web/lib/lazy-resolver";

const sellerResolver = lazyResolver(async () => (await import("./validation")).sellerResolver);
import { PreferenceSwitch } from "./PreferenceSwitch";
import { PriceListSettings } from "./PriceListSettings";

/**
 * Settings → Business (administrators): the seller printed on receipts and invoices, VAT
 * registration, where the operator's notifications go, and the price list. Separate from the
 * operator's own profile; each part has its own Save, and every change is audited.
 */
export function BusinessSettings() {
  const t = useCatalogue(settingsCatalogue);
  const settings = useBusinessSettings();
  return (
    <div className="grid gap-8">
      <Loaded query={settings} loading={t("business.loading")} failed={t("business.loadFailed")}>
        {(data) => <SellerForm initial={data} />}
      </Loaded>
      <PriceListSettings />
    </div>
  );
}

type FormValues = BusinessSettingsInput;

function SellerForm({ initial }: { initial: Settings }) {
  const t = useCatalogue(settingsCatalogue);
  const translate = useTranslate();
  const save = useSaveBusinessSettings();
  const { missing: _, ...values } = initial;
  const form = useForm<FormValues, unknown, BusinessSettingsValues>({ resolver: sellerResolver, defaultValues: values });
  const errors = form.formState.errors;
  const vatRegistered = form.watch("vatRegistered");

  const submit = form.handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync(input);
      const { missing: __, ...next } = saved.settings;
      form.reset(next);
      toast.success(translate(BUSINESS_MESSAGES.saved));
    } catch (err) {
      showSaveFailure(err, t("business.failed"), translate, form.setError);
    }
  });

  const field = (name: "sellerName" | "sellerEik" | "sellerVat" | "operatorEmail", id: string) => ({ ...fieldA11y(id, errors[name]?.message), ...form.register(name) });

  return (
    <form noValidate onFocus={sellerResolver.prefetch} onSubmit={submit} className="grid gap-5" aria-labelledby="business-seller-heading">
      <BlockHeading id="business-seller-heading" title={t("business.seller.title")} lead={t("business.seller.lead")} small>
        {initial.missing.length > 0 && (
          <p className="text-sm font-medium text-amber-700 dark:text-amber-300">
            {t("business.seller.missing", { fields: initial.missing.map((f) => t(`business.seller.fields.${f}`)).join(", ") })}
          </p>
        )}
      </BlockHeading>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="business-name" label={t("business.seller.name")} error={errors.sellerName?.message}>
          <Input autoComplete="organization" {...field("sellerName", "business-name")} />
        </FormField>
        <FormField id="business-eik" label={t("business.seller.eik")} error={errors.sellerEik?.message}>
          <Input inputMode="numeric" autoComplete="off" {...field("sellerEik", "business-eik")} />
        </FormField>
        <FormField id="business-address" label={t("business.seller.address")} error={errors.sellerAddress?.message} className="sm:col-span-2">
          <Textarea rows={2} autoComplete="street-address" {...fieldA11y("business-address", errors.sellerAddress?.message)} {...form.register("sellerAddress")} />
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="vatRegistered"
        render={({ field: f }) => (
          <PreferenceSwitch id="business-vat-registered" label={t("business.seller.vatRegistered")} description={t("business.seller.vatRegisteredHint")} checked={Boolean(f.value)} onChange={f.onChange} />
        )}
      />
      {vatRegistered && (
        <FormField id="business-vat" label={t("business.seller.vat")} error={errors.sellerVat?.message}>
          <Input autoComplete="off" placeholder="BG131468980" {...field("sellerVat", "business-vat")} />
        </FormField>
      )}
      <FormField id="business-operator-email" label={t("business.operatorEmail")} error={errors.operatorEmail?.message}>
        <Input type="email" autoComplete="email" {...field("operatorEmail", "business-operator-email")} />
      </FormField>
      <SaveButton saving={form.formState.isSubmitting} savingLabel={t("business.saving")}>
        {t("business.save")}
      </SaveButton>
    </form>
  );
}
