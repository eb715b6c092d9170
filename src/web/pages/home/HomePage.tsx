import { CtaBand } from "@web/components/CtaBand";
import { Section } from "@web/components/Section";
import { NewsletterSignup } from "@web/features/newsletter/NewsletterSignup";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { Island } from "@web/lib/island";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { homeCatalogue } from "./catalogue";
import { Hero } from "./Hero";
import { ServiceHighlights } from "./ServiceHighlights";
import { TrustedPartner } from "./TrustedPartner";

export function HomePage() {
  const t = useCatalogue(homeCatalogue);
  useDocumentTitle(t("title"), { full: true });
  return (
    <>
      <Hero />
      <ServiceHighlights />
      <TrustedPartner />
      <Section id="newsletter">
        <div className="grid items-center gap-8 rounded-2xl border bg-card p-6 shadow-xs sm:p-10 lg:grid-cols-2 lg:gap-12">
          <div>
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t("newsletter.eyebrow")}</p>
            <h2 id="newsletter-heading" className="mt-2 text-2xl font-semibold tracking-tight sm:text-3xl">
              {t("newsletter.title")}
            </h2>
            <p className="mt-3 leading-relaxed text-muted-foreground">{t("newsletter.lead")}</p>
          </div>
          <Island name="newsletter" component={NewsletterSignup} props={{}} />
        </div>
      </Section>
      <CtaBand title={t("cta.title")} body={t("cta.body")} />
    </>
  );
}
