import { Compass } from "lucide-react";
import { BackHomeLink } from "@web/components/BackHomeLink";
import { chromeCatalogue } from "@web/i18n/chrome/catalogue";
import { useCatalogue } from "@web/i18n/use-catalogue";

export function NotFoundContent() {
  const t = useCatalogue(chromeCatalogue);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <Compass className="size-7" aria-hidden="true" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-wide text-primary">404</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">{t("notFound.title")}</h1>
      <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{t("notFound.body")}</p>
      <BackHomeLink size="lg" className="mt-8" />
    </div>
  );
}
