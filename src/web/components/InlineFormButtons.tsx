import { LoaderCircle } from "lucide-react";
import { Button } from "@web/ui/button";

/** An inline form's Submit (with its spinner) and Cancel: the inboxes' conversions inside a details dialog. */
export function InlineFormButtons({ pending, submit, cancel, onCancel }: { pending: boolean; submit: string; cancel: string; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" disabled={pending}>
        {pending && <LoaderCircle className="animate-spin" aria-hidden="true" />}
        {submit}
      </Button>
      <Button type="button" variant="outline" onClick={onCancel}>
        {cancel}
      </Button>
    </div>
  );
}
