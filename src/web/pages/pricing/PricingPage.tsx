import { itemName } from "@core/catalogue";
import { CalendarDays, Clock, FileText, Info, Wallet } from "lucide-react";
import { useState } from "react";
import { useLocalizedTo } from "@web/i18n/localized-path";
import { toast } from "@web/ui/toast";
import { PageHeader } from "@web/components/PageHeader";
import { Section } from "@web/components/Section";
import { cartCopy } from "@web/lib/cart/copy";
import { useCart } from "@web/lib/cart/CartProvider";
import { useCopy, useI18n } from "@web/i18n/I18nProvider";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { Island } from "@web/lib/island";
import { PageLink, useNavigation } from "@web/lib/navigation";
import { usePrices } from "@web/lib/use-prices";
import { Button } from "@web/ui/button";
import { Skeleton } from "@web/ui/skeleton";
import { pricingCopy } from "./copy";
import { PackCards } from "./PackCards";
import { PriceCard } from "./PriceCard";
import { parseAmount, parseCount } from "./quantity";

export function PricingPage() {
  const { t } = useI18n();
  const copy = useCopy(pricingCopy);
  const { prices, format, isLoading } = usePrices();
  useDocumentTitle(t.nav.pricing);
  const localized = useLocalizedTo();
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <Section>
        <Island name="pricing" component={PriceCards} props={{}} />
        <section
          aria-labelledby="translation-rate"
          className="mt-10 grid gap-8 rounded-2xl border bg-hero p-6 sm:p-10 md:grid-cols-[1fr_auto] md:items-center"
        >
          <div>
            <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-primary uppercase">
              <FileText className="size-4" aria-hidden="true" />
              {copy.translation.eyebrow}
            </p>
            <h2 id="translation-rate" className="mt-2 text-2xl font-semibold tracking-tight sm:text-3xl">
              {copy.translation.title}
            </h2>
            <ul className="mt-4 grid gap-2 text-muted-foreground sm:grid-cols-2">
              {copy.translation.points.map((point) => (
                <li key={point} className="flex gap-2">
                  <span className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" aria-hidden="true" />
                  {point}
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
              <span className="text-sm text-muted-foreground">{copy.translation.unit}</span>
            </p>
            <Button asChild size="lg">
              <PageLink to={localized("/translation")}>{copy.translation.button}</PageLink>
            </Button>
          </div>
        </section>

        <section aria-labelledby="book-a-time" className="mt-10 flex flex-col gap-4 rounded-2xl border p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div className="max-w-2xl">
            <h2 id="book-a-time" className="flex items-center gap-2 text-xl font-semibold">
              <CalendarDays className="size-5 text-primary" aria-hidden="true" />
              {copy.appointments.title}
            </h2>
            <p className="mt-2 text-muted-foreground">{copy.appointments.body}</p>
          </div>
          <Button asChild size="lg" variant="outline">
            <PageLink to={localized("/book")}>{copy.appointments.button}</PageLink>
          </Button>
        </section>

        <section aria-labelledby="pricing-notes" className="mt-12 max-w-3xl">
          <h2 id="pricing-notes" className="text-xl font-semibold">
            {copy.notes.title}
          </h2>
          <ul className="mt-4 space-y-3 text-muted-foreground">
            {copy.notes.items.map((item) => (
              <li key={item} className="flex gap-2">
                <Info className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </section>
      </Section>
    </>
  );
}

/** The three cards a visitor puts in the cart from: an island on the prerendered page. */
export function PriceCards() {
  const { locale } = useI18n();
  const copy = useCopy(pricingCopy);
  const { prices, format, currency, isLoading } = usePrices();

  const [hours, setHours] = useState("1");
  const [days, setDays] = useState("1");
  const [amount, setAmount] = useState("");
  // An empty amount is only an error once the visitor tried to add it.
  const [customTried, setCustomTried] = useState(false);
  const hourCount = parseCount(hours);
  const dayCount = parseCount(days);
  const customMinor = parseAmount(amount);
  const labels = { total: copy.total, addToCart: copy.addToCart };

  const cart = useCart();
  const names = useCopy(cartCopy);
  const { navigate } = useNavigation();
  const added = (what: string) =>
    toast.success(copy.added(what), { action: { label: copy.viewCart, onClick: () => navigate("/checkout") } });
  const addUnits = (kind: "hourly" | "daily", count: number | null, invalid: string) => {
    if (count === null) return toast.error(invalid);
    cart.addUnits(kind, count);
    added(`${itemName({ kind }, locale)} · ${names.units[kind](count)}`);
  };
  const addCustom = () => {
    if (customMinor === null) {
      setCustomTried(true);
      return toast.error(copy.custom.invalid);
    }
    cart.add({ kind: "custom", amount: customMinor });
    added(`${itemName({ kind: "custom" }, locale)} · ${format(customMinor)}`);
  };

  return (
      <>
        <div className="grid gap-6 lg:grid-cols-3">
          <PriceCard
            icon={Clock}
            name={copy.hourly.name}
            body={copy.hourly.body}
            price={format(prices.hourly)}
            unit={copy.hourly.unit}
            features={copy.hourly.features}
            input={{ label: copy.hourly.input, value: hours, onChange: setHours, min: 1, step: "1", invalid: hourCount === null ? copy.hourly.invalid : undefined }}
            total={hourCount === null ? null : format(prices.hourly * hourCount)}
            labels={labels}
            onAdd={() => addUnits("hourly", hourCount, copy.hourly.invalid)}
            loading={isLoading}
            featured
          />
          <PriceCard
            icon={CalendarDays}
            name={copy.daily.name}
            body={copy.daily.body}
            price={format(prices.daily)}
            unit={copy.daily.unit}
            features={copy.daily.features}
            input={{ label: copy.daily.input, value: days, onChange: setDays, min: 1, step: "1", invalid: dayCount === null ? copy.daily.invalid : undefined }}
            total={dayCount === null ? null : format(prices.daily * dayCount)}
            labels={labels}
            onAdd={() => addUnits("daily", dayCount, copy.daily.invalid)}
            loading={isLoading}
          />
          <PriceCard
            icon={Wallet}
            name={copy.custom.name}
            body={copy.custom.body}
            price={copy.custom.price}
            unit={copy.custom.unit}
            features={copy.custom.features}
            input={{ label: copy.custom.input(currency), value: amount, onChange: setAmount, min: 1, step: "0.01", invalid: customMinor === null && (amount.trim() !== "" || customTried) ? copy.custom.invalid : undefined }}
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
