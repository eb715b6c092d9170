import { LoaderCircle, Save } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@web/ui/button";

/** A settings part's own Save, at the form's end: a spinner and `savingLabel` while it sends. */
export function SaveButton({ saving, savingLabel, children }: { saving: boolean; savingLabel: string; children: ReactNode }) {
  return (
    <div className="flex justify-end">
      <Button type="submit" disabled={saving}>
        {saving ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
        {saving ? savingLabel : children}
      </Button>
    </div>
  );
}
