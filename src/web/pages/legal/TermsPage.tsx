import { useI18n } from "@web/i18n/I18nProvider";
import { LegalPage } from "./LegalPage";

export function TermsPage() {
  const { t } = useI18n();
  return <LegalPage title={t.footer.terms} document="terms" />;
}
