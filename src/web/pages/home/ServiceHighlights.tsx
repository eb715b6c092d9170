import { ArrowRight, CalendarClock, FileText, Stamp } from "lucide-react";
import { Link } from "@web/i18n/LocalizedLink";
import { Section } from "@web/components/Section";
import { useCopy } from "@web/i18n/I18nProvider";
import { homeCopy } from "./copy";

const ICONS = [FileText, CalendarClock, Stamp];

export function ServiceHighlights() {
  const { highlights } = useCopy(homeCopy);
  return (
    <Section id="highlights" eyebrow={highlights.eyebrow} title={highlights.title}>
      <ul className="grid gap-6 md:grid-cols-3">
        {highlights.items.map((item, i) => {
          const Icon = ICONS[i] ?? FileText;
          return (
            <li key={item.title} className="rounded-2xl border bg-card p-6 shadow-xs transition-shadow hover:shadow-md">
              <span className="flex size-11 items-center justify-center rounded-xl bg-accent text-accent-foreground">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{item.title}</h3>
              <p className="mt-2 leading-relaxed text-muted-foreground">{item.body}</p>
            </li>
          );
        })}
      </ul>
      <Link
        to="/services"
        className="mt-8 inline-flex items-center gap-1.5 rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
      >
        {highlights.more}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </Section>
  );
}
