import { BILLING_RULE } from "@core/hours-rule";
import { ArrowButtonLink } from "@web/components/ArrowButtonLink";
import { CtaBand } from "@web/components/CtaBand";
import { PageHeader } from "@web/components/PageHeader";
import { Section } from "@web/components/Section";
import { useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { howItWorksCatalogue } from "./catalogue";
import { chromeCatalogue } from "@web/i18n/chrome/catalogue";

const STEPS = ["tell", "plan", "done", "results", "pay"] as const;
const GOOD_TO_KNOW = ["hours", "documents", "translations", "notLegalAdvice"] as const;

export function HowItWorksPage() {
  const t = useCatalogue(howItWorksCatalogue);
  const { locale } = useI18n();
  const common = useCatalogue(chromeCatalogue);
  useDocumentTitle(common("nav.howItWorks"));
  return (
    <>
      <PageHeader eyebrow={t("eyebrow")} title={t("title")} lead={t("lead")}>
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
        <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {GOOD_TO_KNOW.map((item) => (
            <div key={item} className="rounded-2xl border bg-card p-6 shadow-xs">
              <dt className="font-semibold">{t(`goodToKnow.items.${item}.title`)}</dt>
              <dd className="mt-2 leading-relaxed text-muted-foreground">{t(`goodToKnow.items.${item}.body`)}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <div className="pt-16 md:pt-24">
        <CtaBand title={t("cta.title")} body={t("cta.body")} />
      </div>
    </>
  );
}
