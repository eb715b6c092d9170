import { Download } from "lucide-react";
import { useCopy } from "@web/i18n/I18nProvider";
import { Button } from "@web/ui/button";
import { saveFile } from "./api";
import { settingsCopy } from "./copy";
import { CopyButton } from "./CopyButton";

/** The one-time backup codes, shown once at enrolment, with copy and download. */
export function BackupCodes({ codes, email }: { codes: string[]; email: string }) {
  const copy = useCopy(settingsCopy).twoFactor;
  const text = codes.join("\n");
  const download = () =>
    saveFile(
      new Blob([`Concierge backup codes for ${email}\nEach code works once.\n\n${text}\n`], { type: "text/plain" }),
      "concierge-backup-codes.txt",
    );
  return (
    <div className="grid gap-3">
      <div className="grid gap-1">
        <h3 className="font-semibold">{copy.backupTitle}</h3>
        <p className="text-sm text-muted-foreground">{copy.backupLead}</p>
      </div>
      <ul aria-label={copy.backupTitle} className="grid grid-cols-2 gap-2 rounded-lg border bg-muted/50 p-3 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={text} />
        <Button variant="outline" size="sm" onClick={download}>
          <Download aria-hidden="true" />
          {copy.download}
        </Button>
      </div>
    </div>
  );
}
