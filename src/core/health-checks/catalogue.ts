import type { CheckState, HealthCheckName, HealthFinding } from "../health";
import { defineCatalogue, type MessageValues } from "../i18n/catalogue";
import bg from "./locales/bg.json" with { type: "json" };
import en from "./locales/en.json" with { type: "json" };
import type { Locale } from "../locale";

/** The operator's health report in every language: the admin screen and `npm run admin -- doctor` say the same. */
const healthChecksCatalogue = defineCatalogue("healthChecks", { en, bg });

/** The report's words in `locale`; a finding's key comes from the server (`<check>.<finding>`), so it is looked up as text. */
export function healthWords(locale: Locale) {
  const t = healthChecksCatalogue.translate(locale);
  const text = t as (key: string, values?: MessageValues) => string;
  return {
    title: t("title"),
    lead: t("lead"),
    checkedAt: (at: string) => t("checkedAt", { at }),
    recheck: t("recheck"),
    loading: t("loading"),
    failed: t("failed"),
    fixLabel: t("fixLabel"),
    testMailButton: t("testMail.button"),
    testMailSent: (to: string) => t("testMail.sent", { to }),
    check: (check: HealthCheckName) => text(`check.${check}`),
    state: (state: CheckState) => text(`state.${state}`),
    say: (f: HealthFinding) => text(`finding.${f.finding}.say`, f.params),
    fix: (f: HealthFinding) => text(`finding.${f.finding}.fix`, f.params),
  };
}
export type HealthWords = ReturnType<typeof healthWords>;
