import type { DocumentRow } from "@core/documents";
import { ConfirmDeleteDialog } from "@web/ui/confirm-delete-dialog";
import { useDeleteDocument } from "./api";
import type { DocumentsCopy } from "./copy";

/** Delete asks first: the file goes for good, the record stays marked deleted. */
export function DeleteDocumentDialog({ doc, onClose, copy }: { doc: DocumentRow; onClose: () => void; copy: DocumentsCopy }) {
  const remove = useDeleteDocument();
  return (
    <ConfirmDeleteDialog
      copy={copy.remove}
      item={doc.fileName}
      onConfirm={() => remove.mutateAsync(doc.id)}
      done={copy.messages.deleted}
      failed={copy.messages.deleteFailed}
      onClose={onClose}
    />
  );
}
