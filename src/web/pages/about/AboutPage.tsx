import { BILLING_RULE } from "@core/hours-rule";
import { Clock, HeartHandshake, Languages, Lock, Scale } from "lucide-react";
import { CtaBand } from "@web/components/CtaBand";
import { IconPoint } from "@web/components/IconPoint";
import { PageHeader } from "@web/components/PageHeader";
import { Section } from "@web/components/Section";
import { useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { aboutCatalogue } from "./catalogue";
import { chromeCatalogue } from "@web/i18n/chrome/catalogue";

const PARAGRAPHS = ["moving", "began", "whoWeHelp"] as const;
const VALUES = [
  { key: "plainWords", icon: Languages },
  { key: "transparentTime", icon: Clock },
  { key: "data", icon: Lock },
  { key: "notALawFirm", icon: Scale },
] as const;

export function AboutPage() {
  const t = useCatalogue(aboutCatalogue);
  const { locale } = useI18n();
  const common = useCatalogue(chromeCatalogue);
  useDocumentTitle(t("title"));
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
            <span className="flex size-11 items-center justify-center rounded-xl bg-accent text-accent-foreground">
              <HeartHandshake className="size-5" aria-hidden="true" />
            </span>
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
        <ul className="grid gap-6 sm:grid-cols-2">
          {VALUES.map(({ key, icon }) => (
            <IconPoint
              key={key}
              icon={icon}
              title={t(`values.items.${key}.title`)}
              body={t(`values.items.${key}.body`, { billingRule: BILLING_RULE[locale] })}
              className="rounded-2xl border bg-card p-6 shadow-xs"
            />
          ))}
        </ul>
      </Section>
      <div className="pt-16 md:pt-24">
        <CtaBand title={t("cta.title")} body={t("cta.body")} />
      </div>
    </>
  );
}
