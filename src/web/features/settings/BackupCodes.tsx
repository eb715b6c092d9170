import { Download } from "lucide-react";
import { Button } from "@web/ui/button";
import { saveFile } from "./api";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { settingsCatalogue } from "./catalogue";
import { CopyButton } from "./CopyButton";

/** The one-time backup codes, shown once at enrolment, with copy and download. */
export function BackupCodes({ codes, email }: { codes: string[]; email: string }) {
  const t = useCatalogue(settingsCatalogue);
  const text = codes.join("\n");
  const download = () =>
    saveFile(
      new Blob([`Concierge backup codes for ${email}\nEach code works once.\n\n${text}\n`], { type: "text/plain" }),
      "concierge-backup-codes.txt",
    );
  return (
    <div className="grid gap-3">
      <div className="grid gap-1">
        <h3 className="font-semibold">{t("twoFactor.backupTitle")}</h3>
        <p className="text-sm text-muted-foreground">{t("twoFactor.backupLead")}</p>
      </div>
      <ul aria-label={t("twoFactor.backupTitle")} className="grid grid-cols-2 gap-2 rounded-lg border bg-muted/50 p-3 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={text} />
        <Button variant="outline" size="sm" onClick={download}>
          <Download aria-hidden="true" />
          {t("twoFactor.download")}
        </Button>
      </div>
    </div>
  );
}
