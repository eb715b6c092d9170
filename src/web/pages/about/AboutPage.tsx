import { BILLING_RULE } from "@core/hours-rule";
import { Clock, HeartHandshake, Languages, Lock, Scale } from "lucide-react";
import { CtaBand } from "@web/components/CtaBand";
import { IconPoints } from "@web/components/IconPoint";
import { IconTile } from "@web/components/IconTile";
import { PageHeader } from "@web/components/PageHeader";
import { Section } from "@web/components/Section";
import { useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { aboutCatalogue } from "./catalogue";
import { chromeCatalogue } from "@web/i18n/chrome/catalogue";

const PARAGRAPHS = ["moving", "began", "whoWeHelp"] as const;
const VALUES = { plainWords: Languages, transparentTime: Clock, data: Lock, notALawFirm: Scale };

export function AboutPage() {
  const t = useCatalogue(aboutCatalogue);
  const { locale } = useI18n();
  const common = useCatalogue(chromeCatalogue);
  return (
    <>
      <PageHeader eyebrow={t("eyebrow")} title={t("title")} lead={t("lead")} />
      <Section>
        <div className="grid gap-12 lg:grid-cols-[1.6fr_1fr] lg:gap-16">
          <div>
            <h2 className="text-3xl font-semibold tracking-tight">{t("story.title")}</h2>
            <div className="mt-6 space-y-5 text-lg leading-relaxed text-muted-foreground">
              {PARAGRAPHS.map((p) => (
                <p key={p}>{t(`story.paragraphs.${p}`)}</p>
              ))}
            </div>
          </div>
          <aside className="self-start rounded-2xl border bg-card p-6 shadow-xs">
            <IconTile icon={HeartHandshake} className="size-11 rounded-xl" />
            <h2 className="mt-4 text-lg font-semibold">{t("availability.title")}</h2>
            <ul className="mt-3 space-y-2 text-muted-foreground">
              <li>{common("business.workingHours")}</li>
              <li>{common("business.weekends")}</li>
              <li>{common("business.replyTime")}</li>
              <li>{common("business.city")}</li>
            </ul>
          </aside>
        </div>
      </Section>
      <Section title={t("values.title")} id="values" className="bg-muted/50">
        <IconPoints
          icons={VALUES}
          text={(key) => ({ title: t(`values.items.${key}.title`), body: t(`values.items.${key}.body`, { billingRule: BILLING_RULE[locale] }) })}
          className="grid gap-6 sm:grid-cols-2"
          itemClassName="rounded-2xl border bg-card p-6 shadow-xs"
        />
      </Section>
      <CtaBand spaced title={t("cta.title")} body={t("cta.body")} />
    </>
  );
}
