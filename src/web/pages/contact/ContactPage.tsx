import { BUSINESS } from "@core/business";
import { Clock, Mail, MapPin, MessageSquareText, Phone, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { PageHeader } from "@web/components/PageHeader";
import { LazyContactForm } from "@web/features/contact/LazyContactForm";
import { Island } from "@web/lib/island";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { Card, CardContent, CardDescription, CardHeader } from "@web/ui/card";
import { contactCatalogue } from "./catalogue";
import { chromeCatalogue } from "@web/i18n/chrome/catalogue";
import { LabelledSection } from "@web/components/LabelledSection";

/**
 * One term and its value. A <div> inside a <dl> may hold only <dt> and <dd>, so the icon
 * lives inside the <dt>, drawn in the left gutter.
 */
function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-10 pl-14">
      <dt className="text-sm text-muted-foreground">
        <span className="absolute top-0 left-0 flex size-10 items-center justify-center rounded-full bg-accent text-accent-foreground">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 font-medium">{children}</dd>
    </div>
  );
}

const linkClass = "rounded-sm underline-offset-4 hover:text-primary hover:underline";

export function ContactPage() {
  const t = useCatalogue(contactCatalogue);
  const common = useCatalogue(chromeCatalogue);
  return (
    <>
      <PageHeader eyebrow={t("eyebrow")} title={t("title")} lead={t("lead")} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-[1.6fr_1fr]">
          <Card>
            <CardHeader>
              <h2 className="text-lg leading-tight font-semibold">{common("contactForm.title")}</h2>
              <CardDescription>{common("contactForm.description")}</CardDescription>
            </CardHeader>
            <CardContent>
              <Island name="contact-form" component={LazyContactForm} props={{}} />
            </CardContent>
          </Card>
          <aside className="space-y-6">
            <LabelledSection id="contact-details" title={t("detailsTitle")} className="rounded-xl border bg-card p-6 shadow-sm" titleClassName="text-lg font-semibold">
              <dl className="mt-5 space-y-5">
                <Detail icon={<Mail className="size-5" aria-hidden="true" />} label={t("email")}>
                  <a className={linkClass} href={`mailto:${BUSINESS.email}`}>
                    {BUSINESS.email}
                  </a>
                </Detail>
                <Detail icon={<Phone className="size-5" aria-hidden="true" />} label={t("phone")}>
                  <a className={linkClass} href={`tel:${BUSINESS.phone.replaceAll(" ", "")}`}>
                    {BUSINESS.phone}
                  </a>
                </Detail>
                <Detail icon={<Clock className="size-5" aria-hidden="true" />} label={t("hours")}>
                  {common("business.workingHours")}
                  <span className="block font-normal text-muted-foreground">{common("business.weekends")}</span>
                </Detail>
                <Detail icon={<MessageSquareText className="size-5" aria-hidden="true" />} label={t("replies")}>
                  {t("repliesValue")}
                </Detail>
                <Detail icon={<MapPin className="size-5" aria-hidden="true" />} label={t("location")}>
                  {common("business.city")}
                </Detail>
              </dl>
            </LabelledSection>
            <p className="flex gap-3 rounded-xl border border-dashed p-5 text-sm leading-relaxed text-muted-foreground">
              <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              {t("privacyNote")}
            </p>
          </aside>
      </div>
    </>
  );
}
