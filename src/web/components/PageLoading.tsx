import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { chromeCatalogue } from "@web/i18n/chrome/catalogue";
import { useCatalogue } from "@web/i18n/use-catalogue";

/** Shown while a page's code is loading (first visit only; later visits keep the old page). */
export function PageLoading() {
  const t = useCatalogue(chromeCatalogue);
  return (
    <div className="flex min-h-[50vh] animate-[fade-in_200ms_ease-out_300ms_both] items-center justify-center" role="status">
      <LoaderCircle className="size-6 animate-spin text-primary" aria-hidden="true" />
      <span className="sr-only">{t("loading")}</span>
    </div>
  );
}

/** A page's data on its way: a spinner and what is being fetched, announced as a status. */
export function LoadingStatus({ padding, children }: { padding: string; children: ReactNode }) {
  return (
    <p role="status" className={`flex items-center justify-center gap-2 ${padding} text-muted-foreground`}>
      <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
      {children}
    </p>
  );
}
