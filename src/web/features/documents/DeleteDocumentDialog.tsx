import type { DocumentRow } from "@core/documents";
import { textsOf } from "@core/i18n/catalogue";
import { ConfirmDeleteDialog } from "@web/ui/confirm-delete-dialog";
import { useDeleteDocument } from "./api";
import type { DocumentsTranslate } from "./catalogue";

/** Delete asks first: the file goes for good, the record stays marked deleted. */
export function DeleteDocumentDialog({ doc, onClose, t }: { doc: DocumentRow; onClose: () => void; t: DocumentsTranslate }) {
  const remove = useDeleteDocument();
  return (
    <ConfirmDeleteDialog
      copy={textsOf(t, "remove", ["title", "lead", "confirm", "cancel"])}
      item={doc.fileName}
      onConfirm={() => remove.mutateAsync(doc.id)}
      done={t("messages.deleted")}
      failed={(message) => t("messages.deleteFailed", { message })}
      onClose={onClose}
    />
  );
}
