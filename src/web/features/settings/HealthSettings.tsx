import type { CheckState, HealthFinding } from "@core/health";
import { type HealthWords, healthWords } from "@core/health-checks/catalogue";
import { Activity, CircleAlert, CircleCheck, CircleMinus, LoaderCircle, Mail, RefreshCw, TriangleAlert } from "lucide-react";
import { useEffect, useMemo } from "react";
import { useI18n } from "@web/i18n/I18nProvider";
import { formatDateTime } from "@web/lib/format-date";
import { cn } from "@web/lib/cn";
import { Button } from "@web/ui/button";
import { toast } from "@web/ui/toast";
import { useHealthReport, useSendTestMail } from "./health-api";
import { Loaded } from "./Loaded";
import { SettingsSection } from "./SettingsSection";

const STATE_LOOK: Record<CheckState, { icon: typeof CircleCheck; className: string }> = {
  ok: { icon: CircleCheck, className: "text-emerald-700 dark:text-emerald-300" },
  warning: { icon: TriangleAlert, className: "text-amber-700 dark:text-amber-300" },
  problem: { icon: CircleAlert, className: "text-destructive" },
  off: { icon: CircleMinus, className: "text-muted-foreground" },
};

/**
 * Settings → Health (administrators; its own chunk, loaded with the section): whether mail,
 * payments, DKIM, the reply mailbox, storage, the last backup and the clock work, each problem
 * with what to do; the same report as `npm run admin -- doctor`.
 */
export function HealthSettings() {
  const { locale } = useI18n();
  const w = useMemo(() => healthWords(locale), [locale]);
  const report = useHealthReport();
  const testMail = useSendTestMail();

  // The test message's link (and the settings page's own hash scroll, which ran before this chunk came) lands here.
  useEffect(() => {
    if (window.location.hash === "#health") document.getElementById("health")?.scrollIntoView({ block: "start" });
  }, []);

  const sendTestMail = () =>
    testMail.mutate(undefined, {
      onSuccess: ({ to }) => toast.success(w.testMailSent(to)),
      onError: () => toast.error(w.failed),
    });

  return (
    <SettingsSection id="health" title={w.title} lead={w.lead} icon={Activity}>
      <Loaded query={report} loading={w.loading} failed={w.failed}>
        {(data) => (
          <>
            <p className="text-sm text-muted-foreground">{w.checkedAt(formatDateTime(data.checkedAt, locale))}</p>
            <ul className="grid gap-3" aria-label={w.title}>
              {data.findings.map((f) => (
                <Finding key={f.check} finding={f} w={w} />
              ))}
            </ul>
          </>
        )}
      </Loaded>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => void report.refetch()} disabled={report.isFetching}>
          {report.isFetching ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <RefreshCw aria-hidden="true" />}
          {report.isFetching ? w.loading : w.recheck}
        </Button>
        <Button variant="outline" onClick={sendTestMail} disabled={testMail.isPending}>
          {testMail.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Mail aria-hidden="true" />}
          {w.testMailButton}
        </Button>
      </div>
    </SettingsSection>
  );
}

function Finding({ finding: f, w }: { finding: HealthFinding; w: HealthWords }) {
  const look = STATE_LOOK[f.state];
  const Icon = look.icon;
  return (
    <li className="grid gap-1 rounded-md border p-3 sm:grid-cols-[12rem_1fr] sm:gap-4" data-state={f.state}>
      <div className="grid content-start gap-0.5">
        <span className="font-medium">{w.check(f.check)}</span>
        <span className={cn("inline-flex items-center gap-1 text-sm font-medium", look.className)}>
          <Icon className="size-4 shrink-0" aria-hidden="true" />
          {w.state(f.state)}
        </span>
      </div>
      <div className="grid gap-1 text-sm break-words">
        <p>{w.say(f)}</p>
        {f.state !== "ok" && (
          <p className="text-muted-foreground">
            <span className="font-medium text-foreground">{w.fixLabel}</span> {w.fix(f)}
          </p>
        )}
      </div>
    </li>
  );
}
