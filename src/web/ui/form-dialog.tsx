import { LoaderCircle, type LucideIcon } from "lucide-react";
import { useState } from "react";
import type { FieldValues } from "react-hook-form";
import { Button, type ButtonProps } from "./button";
import { deferred, useDeferred } from "./deferred";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "./dialog";
import type { FormDialogProps } from "./form-dialog-types";

/** The form itself (react-hook-form, zodResolver): fetched when the page is idle, or as the dialog opens. */
const formBody = deferred(() => import("./form-dialog-body"));

/**
 * A dialog that saves something: react-hook-form with the core schema through
 * `zodResolver`, the dialog frame, Cancel and submit with the pending state, and an API
 * error mapped to its field or a toast. The form is mounted with the open dialog, so it
 * starts from `defaultValues` each time; it cannot be closed while it sends.
 */
export function FormDialog<In extends FieldValues, Out>(props: FormDialogProps<In, Out>) {
  const { copy, trigger, open: controlled, onOpenChange, width, role, returnFocusRef } = props;
  const [uncontrolled, setUncontrolled] = useState(false);
  const [pending, setPending] = useState(false);
  const open = controlled ?? uncontrolled;
  const body = useDeferred(formBody, open);
  const change = (next: boolean) => {
    setUncontrolled(next);
    onOpenChange?.(next);
  };
  return (
    <Dialog open={open} onOpenChange={(next) => pending || change(next)}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      {/* Radix sets role="dialog"; an undefined role would remove it. */}
      <DialogContent closeLabel={copy.cancel} width={width} returnFocusRef={returnFocusRef} {...(role ? { role } : {})}>
        <DialogHeader>
          <DialogTitle>{copy.title}</DialogTitle>
          {copy.lead && <DialogDescription className="break-words">{copy.lead}</DialogDescription>}
        </DialogHeader>
        {props.status ??
          (body ? (
            <body.FormBody {...props} onPending={setPending} onDone={() => change(false)} />
          ) : (
            // Only on a slow line: the form's code is fetched once the page is idle.
            <LoaderCircle className="mx-auto size-5 animate-spin text-muted-foreground" aria-hidden="true" />
          ))}
      </DialogContent>
    </Dialog>
  );
}

/** A dialog's trigger: a Button with its icon before its words. */
export function TriggerButton({ icon: Icon, children, ...props }: ButtonProps & { icon: LucideIcon }) {
  return (
    <Button {...props}>
      <Icon aria-hidden="true" />
      {children}
    </Button>
  );
}
