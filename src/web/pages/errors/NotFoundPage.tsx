import { useDocumentTitle } from "@web/lib/use-document-title";
import { NotFoundContent } from "./NotFoundContent";
import { chromeCatalogue } from "@web/i18n/chrome/catalogue";
import { useCatalogue } from "@web/i18n/use-catalogue";

/** Any unknown path: "Oops! Page not found" with a link home. */
export function NotFoundPage() {
  const t = useCatalogue(chromeCatalogue);
  useDocumentTitle(t("notFound.title"));
  return <NotFoundContent />;
}
