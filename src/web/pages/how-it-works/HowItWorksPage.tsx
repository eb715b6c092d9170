import { BILLING_RULE } from "@core/hours-rule";
import { ArrowButtonLink } from "@web/components/ArrowButtonLink";
import { CtaBand } from "@web/components/CtaBand";
import { PageHeader } from "@web/components/PageHeader";
import { Section } from "@web/components/Section";
import { TermGrid } from "@web/components/TermGrid";
import { useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { howItWorksCatalogue } from "./catalogue";
import { chromeCatalogue } from "@web/i18n/chrome/catalogue";

const STEPS = ["tell", "plan", "done", "results", "pay"] as const;
const GOOD_TO_KNOW = ["hours", "documents", "translations", "notLegalAdvice"] as const;

export function HowItWorksPage() {
  const t = useCatalogue(howItWorksCatalogue);
  const { locale } = useI18n();
  const common = useCatalogue(chromeCatalogue);
  return (
    <>
      <PageHeader eyebrow={t("eyebrow")} title={t("title")} tabTitle={common("nav.howItWorks")} lead={t("lead")}>
        <ArrowButtonLink to="/contact">{common("actions.getHelpNow")}</ArrowButtonLink>
      </PageHeader>
      <Section>
        <ol className="relative mx-auto max-w-3xl">
          {STEPS.map((step, i) => (
            <li key={step} className="relative flex gap-5 pb-10 last:pb-0 sm:gap-7">
              {i < STEPS.length - 1 && (
                <span aria-hidden="true" className="absolute top-12 bottom-0 left-[1.375rem] w-px bg-border" />
              )}
              <span
                aria-hidden="true"
                className="relative flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-semibold text-primary-foreground shadow-sm"
              >
                {i + 1}
              </span>
              <div className="pt-1.5">
                <h2 className="text-xl font-semibold tracking-tight">{t(`steps.${step}.title`)}</h2>
                <p className="mt-2 text-lg leading-relaxed text-muted-foreground">{t(`steps.${step}.body`, { billingRule: BILLING_RULE[locale] })}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>
      <Section title={t("goodToKnow.title")} id="good-to-know" className="bg-muted/50">
        <TermGrid look="cards" items={GOOD_TO_KNOW.map((key) => ({ key, term: t(`goodToKnow.items.${key}.title`), detail: t(`goodToKnow.items.${key}.body`) }))} />
      </Section>
      <CtaBand spaced title={t("cta.title")} body={t("cta.body")} />
    </>
  );
}
