import type { FormEventHandler, ReactNode } from "react";
import { Button } from "@web/ui/button";
import { BlockHeading } from "./BlockHeading";
import { SubmitButton } from "@web/ui/form-dialog-submit";

type Copy = { title: string; lead: ReactNode; submit: string; cancel: string };

/**
 * A form inside an inbox item's details dialog (Convert to client, Convert to task, Link client):
 * a bordered block with its heading and lead, the fields, then Submit (with its spinner) and Cancel.
 */
export function InlineForm({ id, copy, pending, onSubmit, onCancel, children }: { id: string; copy: Copy; pending: boolean; onSubmit: FormEventHandler<HTMLFormElement>; onCancel: () => void; children: ReactNode }) {
  return (
    <form id={id} noValidate onSubmit={onSubmit} className="grid gap-3 rounded-lg border p-4" aria-labelledby={`${id}-title`}>
      <BlockHeading id={`${id}-title`} title={copy.title} lead={copy.lead} />
      {children}
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={pending}>{copy.submit}</SubmitButton>
        <Button type="button" variant="outline" onClick={onCancel}>
          {copy.cancel}
        </Button>
      </div>
    </form>
  );
}
