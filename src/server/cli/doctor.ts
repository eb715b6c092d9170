import { HEALTH_CHECKS, type HealthReport } from "../../core/health";
import { healthWords } from "../../core/health-checks/catalogue";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { businessSettings } from "../db/schema";
import { type DoctorDeps, runDoctor } from "../features/health/doctor";
import { operatorMailLang } from "../mail/language";
import { enqueueMail } from "../mail/outbox";
import { systemClock } from "../clock";
import type { Locale } from "../../core/locale";

const MARK = { ok: "OK ", warning: "!  ", problem: "✗  ", off: "-  " } as const;

/** The report as the operator reads it in a terminal: one block per check, what to do under each problem. */
export function formatReport(report: HealthReport, locale: Locale): string {
  const w = healthWords(locale);
  const lines = report.findings
    .sort((a, b) => HEALTH_CHECKS.indexOf(a.check) - HEALTH_CHECKS.indexOf(b.check))
    .flatMap((f) => {
      const head = `${MARK[f.state]}${w.check(f.check)} (${w.state(f.state)}): ${w.say(f)}`;
      return f.state === "ok" ? [head] : [head, `     ${w.fixLabel} ${w.fix(f)}`];
    });
  return `${lines.join("\n")}\n`;
}

/**
 * `npm run admin -- doctor [--send-test-mail] [--lang bg]`: the health report of Settings → Health
 * on the command line. Exit code 1 when anything is a problem, so a script or a timer can alert.
 * `database` is null while the running server holds the embedded one (those checks say so).
 */
export async function doctorCommand(opts: {
  config: Config;
  database: Database | null;
  sendTestMail: boolean;
  locale: Locale;
  out: (text: string) => void;
  deps?: Partial<DoctorDeps>;
}): Promise<number> {
  const { config, database } = opts;
  if (opts.sendTestMail) {
    if (!database) {
      opts.out("The test message needs the database, which the running server holds: use Settings → Health → Send a test message.\n");
    } else {
      // The business's operator address (Settings → Business), else the configured one.
      const [row] = await database.db.select({ operatorEmail: businessSettings.operatorEmail }).from(businessSettings);
      const to = row?.operatorEmail ?? config.OPERATOR_EMAIL;
      const lang = await operatorMailLang(database.db, to);
      await enqueueMail(database.db, { template: "healthTestMail", to, data: { lang, site: new URL(config.publicUrl).host, link: `${config.publicUrl}/dashboard/settings#health` } }, systemClock.now());
      opts.out(`A test message to ${to} is in the outbox; the running server sends it within seconds. Run doctor again to see whether it went out.\n`);
    }
  }
  const report = await runDoctor({ db: database?.db ?? null, dbKind: database?.kind ?? (config.DATABASE_URL ? "postgres" : "pglite"), config, clock: systemClock, ...opts.deps });
  opts.out(formatReport(report, opts.locale));
  return report.findings.some((f) => f.state === "problem") ? 1 : 0;
}
