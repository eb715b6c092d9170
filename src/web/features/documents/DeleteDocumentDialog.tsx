import type { DocumentRow } from "@core/documents";
import { LoaderCircle, Trash2 } from "lucide-react";
import { toast } from "@web/ui/toast";
import { Button } from "@web/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/ui/dialog";
import { useDeleteDocument } from "./api";
import type { DocumentsCopy } from "./copy";

/** Delete asks first: the file goes for good, the record stays marked deleted. */
export function DeleteDocumentDialog({ doc, onClose, copy }: { doc: DocumentRow; onClose: () => void; copy: DocumentsCopy }) {
  const remove = useDeleteDocument();
  const confirm = async () => {
    try {
      await remove.mutateAsync(doc.id);
    } catch (err) {
      toast.error(copy.messages.deleteFailed(err instanceof Error ? err.message : String(err)));
      return;
    }
    toast.success(copy.messages.deleted);
    onClose();
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent role="alertdialog" closeLabel={copy.remove.cancel}>
        <DialogHeader>
          <DialogTitle>{copy.remove.title}</DialogTitle>
          <DialogDescription>{copy.remove.lead}</DialogDescription>
        </DialogHeader>
        <p className="rounded-lg bg-muted/60 p-3 text-sm font-medium break-words">{doc.fileName}</p>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{copy.remove.cancel}</Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
            {copy.remove.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
