import { Info } from "lucide-react";
import { CtaBand } from "@web/components/CtaBand";
import { PageHeader } from "@web/components/PageHeader";
import { Section } from "@web/components/Section";
import { useCopy, useI18n } from "@web/i18n/I18nProvider";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { usePrices } from "@web/lib/use-prices";
import { servicesCopy } from "./copy";
import { ServiceCard } from "./ServiceCard";

export function ServicesPage() {
  const { t } = useI18n();
  const copy = useCopy(servicesCopy);
  const { prices, format } = usePrices();
  useDocumentTitle(t.nav.services);
  const timePrice = copy.timePrice(format(prices.hourly), format(prices.daily));
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <Section>
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {copy.services.map((service, i) => {
            const isTranslation = service.id === "translation";
            return (
              <ServiceCard
                key={service.id}
                service={service}
                className={i === 0 ? "lg:col-span-2" : undefined}
                examplesLabel={copy.examplesLabel}
                priceLabel={copy.priceLabel}
                price={isTranslation ? copy.translationPrice(format(prices.translation)) : timePrice}
                action={
                  isTranslation
                    ? { label: copy.uploadButton, to: "/translation", primary: true }
                    : service.id === "calls"
                      ? { label: copy.bookButton, to: "/book", primary: true }
                      : { label: copy.askButton, to: "/contact" }
                }
              />
            );
          })}
        </div>
        <p className="mt-10 flex items-start gap-2 text-muted-foreground">
          <Info className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          {copy.billing}
        </p>
      </Section>
      <CtaBand title={copy.cta.title} body={copy.cta.body} />
    </>
  );
}
