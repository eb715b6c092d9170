import { RefreshCw, TriangleAlert } from "lucide-react";
import { useEffect } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { useLocalizedTo } from "@web/i18n/localized-path";
import { PlainButton } from "@web/ui/plain-button";
import { NotFoundContent } from "./NotFoundContent";
import { chromeCatalogue } from "@web/i18n/chrome/catalogue";
import { useCatalogue } from "@web/i18n/use-catalogue";

function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return `${error.name}: ${error.message}\n${error.stack ?? ""}`;
  return String(error);
}

/**
 * The route error boundary (spec §8: "Unexpected Application Error!"). `standalone` is
 * used above every layout, so it draws its own frame. The home link is a plain <a> so it
 * reloads the app even if the router itself is what broke.
 */
export function RouteErrorPage({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const t = useCatalogue(chromeCatalogue);
  const home = useLocalizedTo()("/");
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    document.title = `${notFound ? t("notFound.title") : t("error.title")} · Concierge`;
    if (!notFound) console.error(error);
  }, [error, notFound, t]);

  if (notFound) return <NotFoundContent />;

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
