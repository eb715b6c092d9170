import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { chromeCatalogue } from "@web/i18n/chrome/catalogue";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { useOnline } from "@web/lib/use-online";
import { Button, type ButtonProps } from "./button";

type Props = ButtonProps & {
  /** While the form sends: a spinner instead of the icon, `pendingLabel` (if any) instead of the words, and disabled. */
  pending: boolean;
  icon?: ReactNode;
  pendingLabel?: ReactNode;
};

/**
 * A form's submit button (FormDialog's, and an inline form's): its icon and words, a spinner while
 * it sends. Sent while offline, the request waits for the connection and then goes once: the
 * button says it is waiting, and the offline sentence is read out, instead of a spinner with no end.
 */
export function SubmitButton({ pending, icon, pendingLabel, disabled, children, ...props }: Props) {
  const t = useCatalogue(chromeCatalogue);
  const online = useOnline();
  const waiting = pending && !online;
  return (
    <>
      <Button type="submit" disabled={pending || disabled} {...props}>
        {pending && !waiting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : icon}
        {waiting ? t("offline.waiting") : pending && pendingLabel ? pendingLabel : children}
      </Button>
      <span role="status" className="sr-only">
        {waiting ? t("offline.notice") : ""}
      </span>
    </>
  );
}
