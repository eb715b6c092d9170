import { ArrowRight, CalendarClock, FileText, Stamp } from "lucide-react";
import { Link } from "@web/i18n/LocalizedLink";
import { IconTile } from "@web/components/IconTile";
import { Section } from "@web/components/Section";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { entriesOf } from "@web/lib/entries-of";
import { homeCatalogue } from "./catalogue";

const ITEMS = { translation: FileText, calls: CalendarClock, paperwork: Stamp };

export function ServiceHighlights() {
  const t = useCatalogue(homeCatalogue);
  return (
    <Section id="highlights" eyebrow={t("highlights.eyebrow")} title={t("highlights.title")}>
      <ul className="grid gap-6 md:grid-cols-3">
        {entriesOf(ITEMS).map(([key, icon]) => (
          <li key={key} className="rounded-2xl border bg-card p-6 shadow-xs transition-shadow hover:shadow-md">
            <IconTile icon={icon} className="size-11 rounded-xl" />
            <h3 className="mt-5 text-lg font-semibold">{t(`highlights.items.${key}.title`)}</h3>
            <p className="mt-2 leading-relaxed text-muted-foreground">{t(`highlights.items.${key}.body`)}</p>
          </li>
        ))}
      </ul>
      <Link
        to="/services"
        className="mt-8 inline-flex items-center gap-1.5 rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
      >
        {t("highlights.more")}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </Section>
  );
}
