import { BILLING_RULE } from "@core/hours-rule";
import { BadgeCheck, Languages, Receipt, ShieldCheck } from "lucide-react";
import { IconPoints } from "@web/components/IconPoint";
import { TermGrid } from "@web/components/TermGrid";
import { Section } from "@web/components/Section";
import { useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { usePrices } from "@web/lib/use-prices";
import { homeCatalogue } from "./catalogue";

const POINTS = { local: Languages, pricing: Receipt, privacy: ShieldCheck, limits: BadgeCheck };
const FACTS = ["reply", "summary", "deletion", "minimum"] as const;

export function TrustedPartner() {
  const t = useCatalogue(homeCatalogue);
  const { locale } = useI18n();
  const { prices, format } = usePrices();
  return (
    <Section id="partner" eyebrow={t("partner.eyebrow")} title={t("partner.title")} lead={t("partner.lead")} className="bg-muted/50">
      <div className="grid gap-10 lg:grid-cols-[1.5fr_1fr] lg:gap-16">
        <IconPoints
          icons={POINTS}
          text={(key) => ({
            title: t(`partner.points.${key}.title`),
            body: t(`partner.points.${key}.body`, { hourly: format(prices.hourly), billingRule: BILLING_RULE[locale] }),
          })}
          className="grid gap-8 sm:grid-cols-2"
        />
        <TermGrid look="figures" items={FACTS.map((key) => ({ key, term: t(`partner.facts.${key}.label`), detail: t(`partner.facts.${key}.value`) }))} />
      </div>
    </Section>
  );
}
