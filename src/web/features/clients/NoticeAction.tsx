import { LoaderCircle, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslate } from "@web/i18n/use-translate";
import { Button } from "@web/ui/button";
import { toast } from "@web/ui/toast";

/** The request behind a notice's action (a mutation without input). */
type NoticeMutation<R> = { isPending: boolean; mutate: (input: undefined, on: { onSuccess: (res: R) => void; onError: (err: Error) => void }) => void };

/**
 * A client notice's one action: a small outlined button that runs its request, spinning and
 * disabled while it runs, then toasts what `succeeded` says, or what `failed` makes of the error.
 */
export function NoticeAction<R>({
  mutation,
  icon: Icon,
  succeeded,
  failed,
  children,
}: {
  mutation: NoticeMutation<R>;
  icon: LucideIcon;
  succeeded: (res: R) => string;
  failed: (message: string) => string;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const run = () =>
    mutation.mutate(undefined, {
      onSuccess: (res) => toast.success(succeeded(res)),
      onError: (err) => toast.error(failed(translate(err.message))),
    });
  return (
    <Button variant="outline" size="sm" className="w-fit" disabled={mutation.isPending} onClick={run}>
      {mutation.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Icon aria-hidden="true" />}
      {children}
    </Button>
  );
}
