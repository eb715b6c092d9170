import { ArrowButtonLink } from "./ArrowButtonLink";
import { chromeCatalogue } from "@web/i18n/chrome/catalogue";
import { useCatalogue } from "@web/i18n/use-catalogue";

/** The closing call to action: a "Get Help Now" button to /contact; `spaced` after a tinted last section. */
export function CtaBand({ title, body, spaced }: { title: string; body: string; spaced?: boolean }) {
  const t = useCatalogue(chromeCatalogue);
  if (spaced)
    return (
      <div className="pt-16 md:pt-24">
        <CtaBand title={title} body={body} />
      </div>
    );
  return (
    <section className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 md:pb-24">
      <div className="flex flex-col items-start gap-6 rounded-2xl bg-primary px-6 py-10 text-primary-foreground shadow-sm sm:px-10 md:flex-row md:items-center md:justify-between md:py-12">
        <div className="max-w-2xl">
          <h2 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h2>
          <p className="mt-3 leading-relaxed text-primary-foreground/85">{body}</p>
        </div>
        <ArrowButtonLink to="/contact" variant="secondary" className="shrink-0">
          {t("actions.getHelpNow")}
        </ArrowButtonLink>
      </div>
    </section>
  );
}
