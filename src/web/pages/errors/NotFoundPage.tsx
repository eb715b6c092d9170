import { useI18n } from "@web/i18n/I18nProvider";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { NotFoundContent } from "./NotFoundContent";

/** Any unknown path (spec §2): "Oops! Page not found" with a link home. */
export function NotFoundPage() {
  const { t } = useI18n();
  useDocumentTitle(t.notFound.title);
  return <NotFoundContent />;
}
