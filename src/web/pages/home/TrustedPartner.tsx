import { BadgeCheck, Languages, Receipt, ShieldCheck } from "lucide-react";
import { Section } from "@web/components/Section";
import { useCopy } from "@web/i18n/I18nProvider";
import { usePrices } from "@web/lib/use-prices";
import { homeCopy } from "./copy";

const ICONS = [Languages, Receipt, ShieldCheck, BadgeCheck];

export function TrustedPartner() {
  const { partner } = useCopy(homeCopy);
  const { prices, format } = usePrices();
  return (
    <Section id="partner" eyebrow={partner.eyebrow} title={partner.title} lead={partner.lead} className="bg-muted/50">
      <div className="grid gap-10 lg:grid-cols-[1.5fr_1fr] lg:gap-16">
        <ul className="grid gap-8 sm:grid-cols-2">
          {partner.points.map((point, i) => {
            const Icon = ICONS[i] ?? BadgeCheck;
            return (
              <li key={point.title} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="font-semibold">{point.title}</h3>
                  <p className="mt-1.5 leading-relaxed text-muted-foreground">
                    {typeof point.body === "function" ? point.body(format(prices.hourly)) : point.body}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
        <dl className="grid grid-cols-2 gap-px self-start overflow-hidden rounded-2xl border bg-border shadow-xs">
          {partner.facts.map((fact) => (
            <div key={fact.label} className="flex flex-col-reverse gap-1 bg-card p-5">
              <dt className="text-sm leading-snug text-muted-foreground">{fact.label}</dt>
              <dd className="text-2xl font-semibold tracking-tight text-primary">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Section>
  );
}
