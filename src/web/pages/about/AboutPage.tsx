import { Clock, HeartHandshake, Languages, Lock, Scale } from "lucide-react";
import { CtaBand } from "@web/components/CtaBand";
import { PageHeader } from "@web/components/PageHeader";
import { Section } from "@web/components/Section";
import { useCopy, useI18n } from "@web/i18n/I18nProvider";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { aboutCopy } from "./copy";

const VALUE_ICONS = [Languages, Clock, Lock, Scale];

export function AboutPage() {
  const copy = useCopy(aboutCopy);
  const { t } = useI18n();
  useDocumentTitle(copy.title);
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <Section>
        <div className="grid gap-12 lg:grid-cols-[1.6fr_1fr] lg:gap-16">
          <div>
            <h2 className="text-3xl font-semibold tracking-tight">{copy.story.title}</h2>
            <div className="mt-6 space-y-5 text-lg leading-relaxed text-muted-foreground">
              {copy.story.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
          </div>
          <aside className="self-start rounded-2xl border bg-card p-6 shadow-xs">
            <span className="flex size-11 items-center justify-center rounded-xl bg-accent text-accent-foreground">
              <HeartHandshake className="size-5" aria-hidden="true" />
            </span>
            <h2 className="mt-4 text-lg font-semibold">{copy.availability.title}</h2>
            <ul className="mt-3 space-y-2 text-muted-foreground">
              <li>{t.business.workingHours}</li>
              <li>{t.business.weekends}</li>
              <li>{t.business.replyTime}</li>
              <li>{t.business.city}</li>
            </ul>
          </aside>
        </div>
      </Section>
      <Section title={copy.values.title} id="values" className="bg-muted/50">
        <ul className="grid gap-6 sm:grid-cols-2">
          {copy.values.items.map((item, i) => {
            const Icon = VALUE_ICONS[i] ?? HeartHandshake;
            return (
              <li key={item.title} className="flex gap-4 rounded-2xl border bg-card p-6 shadow-xs">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="font-semibold">{item.title}</h3>
                  <p className="mt-1.5 leading-relaxed text-muted-foreground">{item.body}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </Section>
      <div className="pt-16 md:pt-24">
        <CtaBand title={copy.cta.title} body={copy.cta.body} />
      </div>
    </>
  );
}
