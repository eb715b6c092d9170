import { RefreshCw, TriangleAlert } from "lucide-react";
import { useEffect } from "react";
import { useLocalizedTo } from "@web/i18n/localized-path";
import { PlainButton } from "@web/ui/plain-button";
import { chromeCatalogue } from "@web/i18n/chrome/catalogue";
import { useCatalogue } from "@web/i18n/use-catalogue";

function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}\n${error.stack ?? ""}`;
  return String(error);
}

/**
 * The routes' error page ("Unexpected Application Error!"; RouteErrorBoundary). `standalone` is
 * used above every layout, so it draws its own frame. The home link is a plain <a> so it
 * reloads the app even if the router itself is what broke.
 */
export function RouteErrorPage({ error, standalone = false }: { error: unknown; standalone?: boolean }) {
  const t = useCatalogue(chromeCatalogue);
  const home = useLocalizedTo()("/");

  useEffect(() => {
    document.title = `${t("error.title")} · Concierge`;
    console.error(error);
  }, [error, t]);

  const content = (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <span className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <TriangleAlert className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-3xl font-semibold tracking-tight sm:text-4xl">{t("error.title")}</h1>
      <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{t("error.body")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <PlainButton size="lg" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          {t("actions.reload")}
        </PlainButton>
        <PlainButton asChild size="lg" variant="outline">
          <a href={home}>{t("actions.backHome")}</a>
        </PlainButton>
      </div>
      {import.meta.env.DEV && (
        <details className="mt-10 w-full text-left">
          <summary className="cursor-pointer text-sm text-muted-foreground">{t("error.details")}</summary>
          <pre className="mt-3 overflow-x-auto rounded-lg bg-muted p-4 text-xs whitespace-pre-wrap">
            {describeError(error)}
          </pre>
        </details>
      )}
    </div>
  );

  if (!standalone) return content;
  return (
    <main id="main" className="min-h-dvh bg-background">
      {content}
    </main>
  );
}
