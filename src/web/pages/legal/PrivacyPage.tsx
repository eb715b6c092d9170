import { LegalPage } from "./LegalPage";
import { chromeCatalogue } from "@web/i18n/chrome/catalogue";
import { useCatalogue } from "@web/i18n/use-catalogue";

export function PrivacyPage() {
  const t = useCatalogue(chromeCatalogue);
  return <LegalPage title={t("footer.privacy")} document="privacy" />;
}
