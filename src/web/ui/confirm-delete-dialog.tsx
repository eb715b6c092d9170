import { Trash2 } from "lucide-react";
import { toast } from "./toast";
import { FormDialog } from "./form-dialog";
import { useTranslate } from "@web/i18n/use-translate";

type Copy = { title: string; lead: string; cancel: string; confirm: string };

type Props = {
  copy: Copy;
  /** What goes, as the person knows it (a file name, an address): shown in the dialog. */
  item: string;
  onConfirm: () => Promise<unknown>;
  /** The success toast. */
  done: string;
  /** The failure toast, with the API's reason. */
  failed: (reason: string) => string;
  onClose: () => void;
};

/** A destructive action that asks first (an alert dialog): the item named, Cancel, then the red button. */
export function ConfirmDeleteDialog({ copy, item, onConfirm, done, failed, onClose }: Props) {
  const translate = useTranslate();
  return (
    <FormDialog
      open
      onOpenChange={(open) => open || onClose()}
      role="alertdialog"
      copy={{ title: copy.title, lead: copy.lead, cancel: copy.cancel, submit: copy.confirm }}
      submitIcon={<Trash2 aria-hidden="true" />}
      submitVariant="destructive"
      onSubmit={async () => {
        await onConfirm();
        toast.success(done);
      }}
      failure={(err) => ({ toast: failed(translate(err instanceof Error ? err.message : String(err))) })}
    >
      {() => <p className="rounded-lg bg-muted/60 p-3 text-sm font-medium break-words">{item}</p>}
    </FormDialog>
  );
}
