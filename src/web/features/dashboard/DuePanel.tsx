import type { AdminDashboard } from "@core/dashboard";
import { dueState } from "@core/sla";
import { Clock } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { DueBadge } from "@web/components/DueBadge";
import { useI18n } from "@web/i18n/I18nProvider";
import { formatDateTime } from "@web/lib/format-date";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { cn } from "@web/lib/cn";
import { dashboardCatalogue } from "./catalogue";
import { Panel } from "./Panels";

/** The current time, moved on every `ms`, so "5 h 20 min left" keeps counting down on an open page. */
function useNow(ms: number) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), ms);
    return () => window.clearInterval(timer);
  }, [ms]);
  return now;
}

/** The operator's open promises: earliest due first, overdue ones highlighted. */
export function DuePanel({ due }: { due: AdminDashboard["due"] }) {
  const t = useCatalogue(dashboardCatalogue);
  const { locale } = useI18n();
  const now = useNow(30_000);
  const more = due.total - due.items.length;
  return (
    <Panel title={t("home.admin.due")} empty={t("home.admin.dueEmpty")} isEmpty={due.items.length === 0} className="lg:col-span-2" testId="due-panel">
      <div className="grid gap-3">
        <p className="text-sm text-muted-foreground">
          {t("home.admin.dueLead")} <span className="font-medium text-foreground">{t("home.admin.dueCount", { total: due.total, overdue: due.overdue })}</span>
        </p>
        <ul className="grid gap-2">
          {due.items.map((item) => {
            const overdue = dueState(item.dueAt, now).overdue;
            const kind = t(`home.admin.kinds.${item.kind}`);
            return (
              <li
                key={`${item.kind}-${item.id}`}
                data-overdue={overdue}
                data-testid="due-item"
                className={cn(
                  "flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3",
                  overdue && "border-destructive/40 bg-destructive/5",
                )}
              >
                <span className="flex min-w-0 items-center gap-2">
                  <Clock className={cn("size-4 shrink-0", overdue ? "text-destructive" : "text-primary")} aria-hidden="true" />
                  <span className="grid min-w-0">
                    <Link to={item.link} className="text-sm font-medium break-words underline-offset-4 hover:underline">
                      {t("home.admin.open", { kind, who: item.who })}
                    </Link>
                    <span className="text-xs text-muted-foreground">
                      {formatDateTime(item.dueAt, locale)}
                      {item.count > 1 ? ` · ${t("home.admin.waiting", { n: item.count })}` : ""}
                    </span>
                  </span>
                </span>
                <DueBadge dueAt={item.dueAt} now={now} />
              </li>
            );
          })}
        </ul>
        {more > 0 && <p className="text-sm text-muted-foreground">{t("home.admin.dueMore", { more })}</p>}
      </div>
    </Panel>
  );
}
