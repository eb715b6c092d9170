import type { DocumentRow } from "@core/documents";
import { Trash2 } from "lucide-react";
import { toast } from "@web/ui/toast";
import { FormDialog } from "@web/ui/form-dialog";
import { useDeleteDocument } from "./api";
import type { DocumentsCopy } from "./copy";

/** Delete asks first: the file goes for good, the record stays marked deleted. */
export function DeleteDocumentDialog({ doc, onClose, copy }: { doc: DocumentRow; onClose: () => void; copy: DocumentsCopy }) {
  const remove = useDeleteDocument();
  return (
    <FormDialog
      open
      onOpenChange={(open) => open || onClose()}
      role="alertdialog"
      title={copy.remove.title}
      description={copy.remove.lead}
      cancelLabel={copy.remove.cancel}
      submitLabel={copy.remove.confirm}
      submitIcon={<Trash2 aria-hidden="true" />}
      submitVariant="destructive"
      onSubmit={async () => {
        await remove.mutateAsync(doc.id);
        toast.success(copy.messages.deleted);
      }}
      failure={(err) => ({ toast: copy.messages.deleteFailed(err instanceof Error ? err.message : String(err)) })}
    >
      {() => <p className="rounded-lg bg-muted/60 p-3 text-sm font-medium break-words">{doc.fileName}</p>}
    </FormDialog>
  );
}
