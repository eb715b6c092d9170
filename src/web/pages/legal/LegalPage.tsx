import { Languages } from "lucide-react";
import type { ReactNode } from "react";
import { PageHeader } from "@web/components/PageHeader";
import { useI18n } from "@web/i18n/I18nProvider";
import { useDocumentTitle } from "@web/lib/use-document-title";

const UPDATED = { en: "Last updated: 21 November 2026", bg: "Последна актуализация: 21 ноември 2026 г." };
const ENGLISH_ONLY = "Този документ е наличен само на английски език.";

/** Frame for the policy pages: the title follows the language, the text itself is English. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  const { locale } = useI18n();
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} lead={UPDATED[locale]} />
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 md:py-16">
          {locale === "bg" && (
            <p lang="bg" className="mb-8 flex items-center gap-2 rounded-lg bg-muted px-4 py-3 text-sm text-muted-foreground">
              <Languages className="size-4 shrink-0" aria-hidden="true" />
              {ENGLISH_ONLY}
            </p>
          )}
          <article
            lang="en"
            className="text-[1.0625rem] leading-relaxed text-foreground/90 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-foreground [&_h2:first-child]:mt-0 [&_li]:mt-2 [&_li]:pl-1 [&_p]:mt-4 [&_strong]:font-semibold [&_strong]:text-foreground [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ul]:marker:text-primary"
          >
            {children}
          </article>
        </div>
    </>
  );
}
