import type { AdminDashboard } from "@core/dashboard";
import { useI18n } from "@web/i18n/I18nProvider";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { formatDateTime } from "@web/lib/format-date";
import { dashboardCatalogue } from "./catalogue";

/** The last good backup (time and size), and a warning when the last attempt failed. */
export function BackupLine({ backup }: { backup: AdminDashboard["backup"] }) {
  const { locale } = useI18n();
  const t = useCatalogue(dashboardCatalogue);
  const good = backup.lastGoodAt
    ? t("home.admin.backup", { at: formatDateTime(backup.lastGoodAt, locale), size: `${((backup.sizeBytes ?? 0) / 1024 / 1024).toFixed(1)} MB` })
    : t("home.admin.backupNone");
  const failed = backup.lastStatus === "failed" || backup.lastStatus === "incomplete";
  return (
    <p className={failed || !backup.lastGoodAt ? "text-sm text-destructive" : "text-sm text-muted-foreground"} data-testid="last-backup">
      {good}
      {failed ? ` ${t("home.admin.backupFailed")}` : ""}
    </p>
  );
}
