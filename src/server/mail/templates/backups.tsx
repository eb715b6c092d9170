import { mailCatalogue } from "./catalogue";
import { paragraphMail } from "./kit";
import { mailTime } from "./layout";
import type { Locale } from "../../../core/locale";

export type BackupMissingData = {
  lang: Locale;
  /** The last good backup (ISO), or null when none ever succeeded. */
  lastGoodAt: string | null;
  /** Why the last attempt failed, as the backup reported it (one line), if it did. */
  lastError: string | null;
  /** The admin home, where the last good backup is shown. */
  link: string;
};

/** To the operator when no backup succeeded for 36 hours (docs/decisions/0047-backups.md), at most once per 36 hours. */
export function backupMissing(d: BackupMissingData) {
  const t = mailCatalogue.translate(d.lang);
  const last = d.lastGoodAt ? t("backups.lastGood", { at: mailTime(d.lastGoodAt, d.lang) }) : t("backups.never");
  const blocks = [t("backups.body"), last, ...(d.lastError ? [t("backups.lastError", { error: d.lastError })] : []), t("backups.please")];
  return paragraphMail(d.lang, t("backups.subject"), t("backups.title"), blocks, { href: d.link, label: t("backups.button") });
}
