import { useI18n } from "@web/i18n/I18nProvider";
import { LegalPage } from "./LegalPage";

export function PrivacyPage() {
  const { t } = useI18n();
  return <LegalPage title={t.footer.privacy} document="privacy" />;
}
