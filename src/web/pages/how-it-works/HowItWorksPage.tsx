import { ArrowRight } from "lucide-react";
import { Link } from "@web/i18n/LocalizedLink";
import { CtaBand } from "@web/components/CtaBand";
import { PageHeader } from "@web/components/PageHeader";
import { Section } from "@web/components/Section";
import { useCopy, useI18n } from "@web/i18n/I18nProvider";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { Button } from "@web/ui/button";
import { howItWorksCopy } from "./copy";

export function HowItWorksPage() {
  const copy = useCopy(howItWorksCopy);
  const { t } = useI18n();
  useDocumentTitle(t.nav.howItWorks);
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead}>
        <Button asChild size="lg">
          <Link to="/contact">
            {t.actions.getHelpNow}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </PageHeader>
      <Section>
        <ol className="relative mx-auto max-w-3xl">
          {copy.steps.map((step, i) => (
            <li key={step.title} className="relative flex gap-5 pb-10 last:pb-0 sm:gap-7">
              {i < copy.steps.length - 1 && (
                <span aria-hidden="true" className="absolute top-12 bottom-0 left-[1.375rem] w-px bg-border" />
              )}
              <span
                aria-hidden="true"
                className="relative flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-semibold text-primary-foreground shadow-sm"
              >
                {i + 1}
              </span>
              <div className="pt-1.5">
                <h2 className="text-xl font-semibold tracking-tight">{step.title}</h2>
                <p className="mt-2 text-lg leading-relaxed text-muted-foreground">{step.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>
      <Section title={copy.goodToKnow.title} id="good-to-know" className="bg-muted/50">
        <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {copy.goodToKnow.items.map((item) => (
            <div key={item.title} className="rounded-2xl border bg-card p-6 shadow-xs">
              <dt className="font-semibold">{item.title}</dt>
              <dd className="mt-2 leading-relaxed text-muted-foreground">{item.body}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <div className="pt-16 md:pt-24">
        <CtaBand title={copy.cta.title} body={copy.cta.body} />
      </div>
    </>
  );
}
