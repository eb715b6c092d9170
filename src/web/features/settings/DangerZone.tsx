import { Download, LoaderCircle, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "@web/ui/toast";
import { Button } from "@web/ui/button";
import { downloadMyData } from "./api";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { settingsCatalogue } from "./catalogue";
import { DeleteAccountDialog } from "./DeleteAccountDialog";

/**
 * Download my data (JSON export) and Delete my account. The only administrator's Delete is off,
 * saying why (the server refuses it too: the business would be left with nobody to run it).
 */
export function DangerZone({ soleAdmin = false }: { soleAdmin?: boolean }) {
  const t = useCatalogue(settingsCatalogue);
  const [exporting, setExporting] = useState(false);

  const exportData = async () => {
    setExporting(true);
    try {
      await downloadMyData();
    } catch {
      toast.error(t("danger.exportFailed"));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="grid gap-4 rounded-lg border border-destructive/40 p-4">
      <h3 className="font-semibold text-destructive">{t("danger.title")}</h3>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="grid gap-0.5">
          <p className="text-sm font-medium">{t("danger.exportTitle")}</p>
          <p className="text-sm text-muted-foreground">{t("danger.exportLead")}</p>
        </div>
        <Button variant="outline" onClick={exportData} disabled={exporting} className="shrink-0">
          {exporting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
          {exporting ? t("danger.exporting") : t("danger.exportAction")}
        </Button>
      </div>
      <div className="flex flex-col gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="grid gap-0.5">
          <p className="text-sm font-medium">{t("danger.deleteTitle")}</p>
          <p className="text-sm text-muted-foreground">{t("danger.deleteLead")}</p>
          {soleAdmin && (
            <p id="delete-account-reason" className="text-sm font-medium text-destructive">
              {t("danger.soleAdmin")}
            </p>
          )}
        </div>
        <div className="shrink-0">
          {soleAdmin ? (
            <Button variant="destructive" disabled aria-describedby="delete-account-reason">
              <Trash2 aria-hidden="true" />
              {t("danger.deleteAction")}
            </Button>
          ) : (
            <DeleteAccountDialog />
          )}
        </div>
      </div>
    </div>
  );
}
