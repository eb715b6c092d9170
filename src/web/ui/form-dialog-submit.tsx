import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Button, type ButtonProps } from "./button";

type Props = ButtonProps & {
  /** While the form sends: a spinner instead of the icon, `pendingLabel` (if any) instead of the words, and disabled. */
  pending: boolean;
  icon?: ReactNode;
  pendingLabel?: ReactNode;
};

/** A form's submit button (FormDialog's, and an inline form's): its icon and words, a spinner while it sends. */
export function SubmitButton({ pending, icon, pendingLabel, disabled, children, ...props }: Props) {
  return (
    <Button type="submit" disabled={pending || disabled} {...props}>
      {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : icon}
      {pending && pendingLabel ? pendingLabel : children}
    </Button>
  );
}
