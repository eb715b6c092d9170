import { BILLING_RULE } from "@core/hours-rule";
import type { ServiceOption } from "@core/contact";
import { Info } from "lucide-react";
import { CtaBand } from "@web/components/CtaBand";
import { PageHeader } from "@web/components/PageHeader";
import { Section } from "@web/components/Section";
import { useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { usePrices } from "@web/lib/use-prices";
import { servicesCatalogue } from "./catalogue";
import { ServiceCard } from "./ServiceCard";
import { chromeCatalogue } from "@web/i18n/chrome/catalogue";

/** The services in the page's order, each with its examples (keys under "examples"). */
const SERVICES = [
  { id: "translation", examples: ["taxLetters", "contracts", "bills"] },
  { id: "calls", examples: ["doctors", "landlords", "offices"] },
  { id: "inperson", examples: ["bankNotary", "municipality", "viewings"] },
  { id: "paperwork", examples: ["addressRegistration", "utilities", "healthInsurance"] },
  { id: "custom", examples: ["tradesperson", "comparing", "errands"] },
] as const satisfies readonly { id: ServiceOption; examples: readonly string[] }[];

export function ServicesPage() {
  const t = useCatalogue(servicesCatalogue);
  const { locale } = useI18n();
  const common = useCatalogue(chromeCatalogue);
  const { prices, format } = usePrices();
  const timePrice = t("timePrice", { hourly: format(prices.hourly), daily: format(prices.daily) });
  return (
    <>
      <PageHeader eyebrow={t("eyebrow")} title={t("title")} tabTitle={common("nav.services")} lead={t("lead")} />
      <Section>
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {SERVICES.map(({ id, examples }, i) => {
            const isTranslation = id === "translation";
            return (
              <ServiceCard
                key={id}
                service={{
                  id,
                  title: t(`services.${id}.title`),
                  body: t(`services.${id}.body`),
                  examples: examples.map((example) => t(`examples.${example}`)),
                  note: isTranslation ? t("services.translation.note") : undefined,
                }}
                className={i === 0 ? "lg:col-span-2" : undefined}
                examplesLabel={t("examplesLabel")}
                priceLabel={t("priceLabel")}
                price={isTranslation ? t("translationPrice", { price: format(prices.translation) }) : timePrice}
                action={
                  isTranslation
                    ? { label: t("uploadButton"), to: "/translation", primary: true }
                    : id === "calls"
                      ? { label: t("bookButton"), to: "/book", primary: true }
                      : { label: t("askButton"), to: "/contact" }
                }
              />
            );
          })}
        </div>
        <p className="mt-10 flex items-start gap-2 text-muted-foreground">
          <Info className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          {t("billing", { billingRule: BILLING_RULE[locale] })}
        </p>
      </Section>
      <CtaBand title={t("cta.title")} body={t("cta.body")} />
    </>
  );
}
