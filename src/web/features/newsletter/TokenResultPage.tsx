import { NEWSLETTER_MESSAGES } from "@core/newsletter";
import { CircleAlert, CircleCheck, LoaderCircle } from "lucide-react";
import { useSearchParams } from "react-router";
import { BackHomeLink } from "@web/components/BackHomeLink";
import { isApiError, saidOf } from "@web/lib/api";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { type TokenAction, useNewsletterToken } from "./api";
import { useMessagesNow, useTranslate } from "@web/i18n/use-translate";
import { chromeCatalogue } from "@web/i18n/chrome/catalogue";
import { useCatalogue } from "@web/i18n/use-catalogue";

/** The page behind an email link: POSTs the link's token on load and shows the answer. */
export function TokenResultPage({ action }: { action: TokenAction }) {
  const translate = useTranslate();
  const t = useCatalogue(chromeCatalogue);
  const [params] = useSearchParams();
  const token = params.get("token");
  const result = useNewsletterToken(action, token);
  // A link without its token is said invalid by a message, in the first render.
  useMessagesNow(token === null);
  const title = action === "confirm" ? t("newsletterPages.confirmTitle") : t("newsletterPages.unsubscribeTitle");
  useDocumentTitle(title);

  const loading = token !== null && result.isPending;
  const failed = token === null || result.isError;
  const errorMessage =
    token === null ? NEWSLETTER_MESSAGES.invalidLink : isApiError(result.error) ? result.error.message : NEWSLETTER_MESSAGES.invalidLink;

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
      <div className="mt-8 w-full rounded-2xl border bg-card p-8 shadow-xs" role="status" aria-live="polite">
        {loading ? (
          <p className="flex items-center justify-center gap-3 text-muted-foreground">
            <LoaderCircle className="size-5 animate-spin text-primary" aria-hidden="true" />
            {action === "confirm" ? t("newsletterPages.confirming") : t("newsletterPages.unsubscribing")}
          </p>
        ) : failed ? (
          <div className="flex flex-col items-center gap-3">
            <CircleAlert className="size-10 text-destructive" aria-hidden="true" />
            <h2 className="text-lg font-semibold">{t("newsletterPages.failedTitle")}</h2>
            <p className="text-muted-foreground">{translate(errorMessage)}</p>
          </div>
        ) : (
          <div className="flex flex-col items-center gap-3">
            <CircleCheck className="size-10 text-success" aria-hidden="true" />
            <h2 className="text-lg font-semibold">{t("newsletterPages.successTitle")}</h2>
            <p className="text-muted-foreground">{translate(result.data && saidOf(result.data))}</p>
          </div>
        )}
      </div>
      <BackHomeLink variant="outline" className="mt-8" />
    </div>
  );
}
