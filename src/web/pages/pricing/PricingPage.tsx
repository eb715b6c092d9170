import { textsOf } from "@core/i18n/catalogue";
import { itemName } from "@core/catalogue";
import { BILLING_RULE } from "@core/hours-rule";
import { CalendarDays, Clock, FileText, Info, Wallet } from "lucide-react";
import { useState } from "react";
import { useLocalizedTo } from "@web/i18n/localized-path";
import { toast } from "@web/ui/toast";
import { PageHeader } from "@web/components/PageHeader";
import { Section } from "@web/components/Section";
import { cartCatalogue } from "@web/lib/cart/catalogue";
import { useCart } from "@web/lib/cart/CartProvider";
import { useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { Island } from "@web/lib/island";
import { PageLink, useNavigation } from "@web/lib/navigation";
import { usePrices } from "@web/lib/use-prices";
import { Button } from "@web/ui/button";
import { Skeleton } from "@web/ui/skeleton";
import { pricingCatalogue } from "./catalogue";
import { PackCards } from "./PackCards";
import { PriceCard } from "./PriceCard";
import { parseAmount, parseCount } from "./quantity";
import { chromeCatalogue } from "@web/i18n/chrome/catalogue";
import { LabelledSection } from "@web/components/LabelledSection";
import { IconList } from "@web/components/IconList";

const TRANSLATION_POINTS = ["length", "longer", "delivery", "informal"] as const;
/** The notes after the billing rule (core states it). */
const NOTES = ["noSubscriptions", "cardPayments", "estimate"] as const;
const HOURLY_FEATURES = ["minimum", "halfHours", "anyWay"] as const;
const DAILY_FEATURES = ["fullDay", "visits", "value"] as const;
const CUSTOM_FEATURES = ["quote", "deposits", "noFees"] as const;

export function PricingPage() {
  const t = useCatalogue(pricingCatalogue);
  const { locale } = useI18n();
  const common = useCatalogue(chromeCatalogue);
  const { prices, format, isLoading } = usePrices();
  const localized = useLocalizedTo();
  const notes = [BILLING_RULE[locale], ...NOTES.map((note) => t(`notes.items.${note}`))];
  return (
    <>
      <PageHeader eyebrow={t("eyebrow")} title={t("title")} tabTitle={common("nav.pricing")} lead={t("lead", { billingRule: BILLING_RULE[locale] })} />
      <Section>
        <Island name="pricing" component={PriceCards} props={{}} />
        <section
          aria-labelledby="translation-rate"
          className="mt-10 grid gap-8 rounded-2xl border bg-hero p-6 sm:p-10 md:grid-cols-[1fr_auto] md:items-center"
        >
          <div>
            <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-primary uppercase">
              <FileText className="size-4" aria-hidden="true" />
              {t("translation.eyebrow")}
            </p>
            <h2 id="translation-rate" className="mt-2 text-2xl font-semibold tracking-tight sm:text-3xl">
              {t("translation.title")}
            </h2>
            <ul className="mt-4 grid gap-2 text-muted-foreground sm:grid-cols-2">
              {TRANSLATION_POINTS.map((point) => (
                <li key={point} className="flex gap-2">
                  <span className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" aria-hidden="true" />
                  {t(`translation.points.${point}`)}
                </li>
              ))}
            </ul>
          </div>
          <div className="flex flex-col items-start gap-4 md:items-end">
            <p className="flex items-baseline gap-2">
              {isLoading ? (
                <Skeleton className="h-10 w-32" />
              ) : (
                <span className="text-4xl font-semibold tracking-tight">{format(prices.translation)}</span>
              )}
              <span className="text-sm text-muted-foreground">{t("translation.unit")}</span>
            </p>
            <Button asChild size="lg">
              <PageLink to={localized("/translation")}>{t("translation.button")}</PageLink>
            </Button>
          </div>
        </section>

        <section aria-labelledby="book-a-time" className="mt-10 flex flex-col gap-4 rounded-2xl border p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div className="max-w-2xl">
            <h2 id="book-a-time" className="flex items-center gap-2 text-xl font-semibold">
              <CalendarDays className="size-5 text-primary" aria-hidden="true" />
              {t("appointments.title")}
            </h2>
            <p className="mt-2 text-muted-foreground">{t("appointments.body")}</p>
          </div>
          <Button asChild size="lg" variant="outline">
            <PageLink to={localized("/book")}>{t("appointments.button")}</PageLink>
          </Button>
        </section>

        <LabelledSection id="pricing-notes" title={t("notes.title")} className="mt-12 max-w-3xl" titleClassName="text-xl font-semibold">
          <IconList icon={Info} items={notes} className="mt-4 space-y-3 text-muted-foreground" iconClassName="mt-0.5 size-5 shrink-0 text-primary" />
        </LabelledSection>
      </Section>
    </>
  );
}

/** The three cards a visitor puts in the cart from: an island on the prerendered page. */
export function PriceCards() {
  const t = useCatalogue(pricingCatalogue);
  const { locale } = useI18n();
  const { prices, format, currency, isLoading } = usePrices();

  const [hours, setHours] = useState("1");
  const [days, setDays] = useState("1");
  const [amount, setAmount] = useState("");
  // An empty amount is only an error once the visitor tried to add it.
  const [customTried, setCustomTried] = useState(false);
  const hourCount = parseCount(hours);
  const dayCount = parseCount(days);
  const customMinor = parseAmount(amount);
  const labels = { total: t("total"), addToCart: t("addToCart") };

  const cart = useCart();
  const units = useCatalogue(cartCatalogue);
  const { navigate } = useNavigation();
  const added = (what: string) =>
    toast.success(t("added", { what }), { action: { label: t("viewCart"), onClick: () => navigate("/checkout") } });
  const addUnits = (kind: "hourly" | "daily", count: number | null, invalid: string) => {
    if (count === null) return toast.error(invalid);
    cart.addUnits(kind, count);
    added(`${itemName({ kind }, locale)} · ${units(`units.${kind}`, { count })}`);
  };
  const addCustom = () => {
    if (customMinor === null) {
      setCustomTried(true);
      return toast.error(t("custom.invalid"));
    }
    cart.add({ kind: "custom", amount: customMinor });
    added(`${itemName({ kind: "custom" }, locale)} · ${format(customMinor)}`);
  };

  /** What the hourly and daily cards share: the unit's price, times the count the visitor types. */
  type UnitTexts = Record<"name" | "body" | "unit" | "input" | "invalid", string>;
  const unitCard = (kind: "hourly" | "daily", texts: UnitTexts, value: string, onChange: (value: string) => void, count: number | null) => ({
    name: texts.name,
    body: texts.body,
    price: format(prices[kind]),
    unit: texts.unit,
    input: { label: texts.input, value, onChange, min: 1, step: "1", invalid: count === null ? texts.invalid : undefined },
    total: count === null ? null : format(prices[kind] * count),
    labels,
    onAdd: () => addUnits(kind, count, texts.invalid),
    loading: isLoading,
  });

  return (
      <>
        <div className="grid gap-6 lg:grid-cols-3">
          <PriceCard
            icon={Clock}
            {...unitCard("hourly", textsOf(t, "hourly", ["name", "body", "unit", "input", "invalid"]), hours, setHours, hourCount)}
            features={HOURLY_FEATURES.map((feature) => t(`hourly.features.${feature}`))}
            featured
          />
          <PriceCard
            icon={CalendarDays}
            {...unitCard("daily", textsOf(t, "daily", ["name", "body", "unit", "input", "invalid"]), days, setDays, dayCount)}
            features={DAILY_FEATURES.map((feature) => t(`daily.features.${feature}`))}
          />
          <PriceCard
            icon={Wallet}
            name={t("custom.name")}
            body={t("custom.body")}
            price={t("custom.price")}
            unit=""
            features={CUSTOM_FEATURES.map((feature) => t(`custom.features.${feature}`))}
            input={{ label: t("custom.input", { currency }), value: amount, onChange: setAmount, min: 1, step: "0.01", invalid: customMinor === null && (amount.trim() !== "" || customTried) ? t("custom.invalid") : undefined }}
            total={customMinor === null ? null : format(customMinor)}
            labels={labels}
            onAdd={addCustom}
            loading={isLoading}
          />
        </div>
        <PackCards />
      </>
  );
}
