import { CircleCheck, Clock, FileText, Phone } from "lucide-react";
import { Link } from "@web/i18n/LocalizedLink";
import { ArrowButtonLink } from "@web/components/ArrowButtonLink";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { Button } from "@web/ui/button";
import { homeCatalogue } from "./catalogue";
import { chromeCatalogue } from "@web/i18n/chrome/catalogue";
import { IconList } from "@web/components/IconList";
import { IconTile } from "@web/components/IconTile";
import { entriesOf } from "@web/lib/entries-of";

const POINTS = ["reply", "noContracts", "payAsYouGo"] as const;
const CARD_ITEMS = { taxLetter: FileText, dentist: Phone, registration: Clock };

export function Hero() {
  const t = useCatalogue(homeCatalogue);
  const common = useCatalogue(chromeCatalogue);
  return (
    <section className="relative overflow-hidden border-b bg-hero">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 -right-40 size-[32rem] rounded-full bg-primary/10 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[1.15fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-primary/20 bg-background/70 px-3 py-1 text-sm font-medium text-primary">
            <span className="size-1.5 rounded-full bg-primary" aria-hidden="true" />
            {t("hero.eyebrow")}
          </p>
          <h1 className="mt-6 text-4xl leading-[1.1] font-semibold tracking-tight sm:text-5xl lg:text-[3.5rem]">
            {t("hero.title")}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted-foreground">{t("hero.lead")}</p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <ArrowButtonLink to="/contact">{common("actions.getHelpNow")}</ArrowButtonLink>
            <Button asChild size="lg" variant="outline">
              <Link to="/services">{common("actions.viewServices")}</Link>
            </Button>
          </div>
          <IconList
            icon={CircleCheck}
            items={POINTS.map((point) => t(`hero.points.${point}`))}
            className="mt-9 flex flex-col gap-x-6 gap-y-2 text-sm text-muted-foreground sm:flex-row sm:flex-wrap"
            itemClassName="flex items-center gap-2"
            iconClassName="size-4 text-primary"
          />
        </div>

        <figure className="relative mx-auto w-full max-w-md">
          <div className="absolute inset-0 translate-x-3 translate-y-3 rounded-2xl bg-primary/15" aria-hidden="true" />
          <div className="relative rounded-2xl border bg-card p-6 shadow-lg">
            <figcaption className="text-sm font-semibold">{t("hero.cardTitle")}</figcaption>
            <ul className="mt-5 space-y-3">
              {entriesOf(CARD_ITEMS).map(([key, icon]) => (
                <li key={key} className="flex items-center gap-3 rounded-xl border bg-background p-3">
                  <IconTile icon={icon} className="size-9 shrink-0 rounded-lg" iconClassName="size-4" />
                  <span className="min-w-0 flex-1 text-sm leading-snug">{t(`hero.cardItems.${key}.label`)}</span>
                  <span className="shrink-0 rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
                    {t(`hero.cardItems.${key}.status`)}
                  </span>
                </li>
              ))}
            </ul>
            <p className="mt-5 text-xs text-muted-foreground">{t("hero.cardFooter")}</p>
          </div>
        </figure>
      </div>
    </section>
  );
}
