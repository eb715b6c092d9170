import { Download, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { toast } from "@web/ui/toast";
import { useCopy } from "@web/i18n/I18nProvider";
import { Button } from "@web/ui/button";
import { downloadMyData } from "./api";
import { settingsCopy } from "./copy";
import { DeleteAccountDialog } from "./DeleteAccountDialog";

/** Download my data (JSON export) and Delete my account. */
export function DangerZone() {
  const copy = useCopy(settingsCopy).danger;
  const [exporting, setExporting] = useState(false);

  const exportData = async () => {
    setExporting(true);
    try {
      await downloadMyData();
    } catch {
      toast.error(copy.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="grid gap-4 rounded-lg border border-destructive/40 p-4">
      <h3 className="font-semibold text-destructive">{copy.title}</h3>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="grid gap-0.5">
          <p className="text-sm font-medium">{copy.exportTitle}</p>
          <p className="text-sm text-muted-foreground">{copy.exportLead}</p>
        </div>
        <Button variant="outline" onClick={exportData} disabled={exporting} className="shrink-0">
          {exporting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
          {exporting ? copy.exporting : copy.exportAction}
        </Button>
      </div>
      <div className="flex flex-col gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="grid gap-0.5">
          <p className="text-sm font-medium">{copy.deleteTitle}</p>
          <p className="text-sm text-muted-foreground">{copy.deleteLead}</p>
        </div>
        <div className="shrink-0">
          <DeleteAccountDialog />
        </div>
      </div>
    </div>
  );
}
