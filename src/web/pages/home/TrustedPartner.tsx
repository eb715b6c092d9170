import { BILLING_RULE } from "@core/hours-rule";
import { BadgeCheck, Languages, Receipt, ShieldCheck } from "lucide-react";
import { IconPoint } from "@web/components/IconPoint";
import { Section } from "@web/components/Section";
import { useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { usePrices } from "@web/lib/use-prices";
import { homeCatalogue } from "./catalogue";

const POINTS = [
  { key: "local", icon: Languages },
  { key: "pricing", icon: Receipt },
  { key: "privacy", icon: ShieldCheck },
  { key: "limits", icon: BadgeCheck },
] as const;
const FACTS = ["reply", "summary", "deletion", "minimum"] as const;

export function TrustedPartner() {
  const t = useCatalogue(homeCatalogue);
  const { locale } = useI18n();
  const { prices, format } = usePrices();
  return (
    <Section id="partner" eyebrow={t("partner.eyebrow")} title={t("partner.title")} lead={t("partner.lead")} className="bg-muted/50">
      <div className="grid gap-10 lg:grid-cols-[1.5fr_1fr] lg:gap-16">
        <ul className="grid gap-8 sm:grid-cols-2">
          {POINTS.map(({ key, icon }) => (
            <IconPoint
              key={key}
              icon={icon}
              title={t(`partner.points.${key}.title`)}
              body={t(`partner.points.${key}.body`, { hourly: format(prices.hourly), billingRule: BILLING_RULE[locale] })}
            />
          ))}
        </ul>
        <dl className="grid grid-cols-2 gap-px self-start overflow-hidden rounded-2xl border bg-border shadow-xs">
          {FACTS.map((fact) => (
            <div key={fact} className="flex flex-col-reverse gap-1 bg-card p-5">
              <dt className="text-sm leading-snug text-muted-foreground">{t(`partner.facts.${fact}.label`)}</dt>
              <dd className="text-2xl font-semibold tracking-tight text-primary">{t(`partner.facts.${fact}.value`)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Section>
  );
}
