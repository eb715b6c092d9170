import { XIcon } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps, RefObject } from "react";
import { cn } from "@web/lib/cn";
import { slotted } from "./slotted";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** A dialog's widest, and how tall it may grow before it scrolls: props, since classes are joined, not merged. */
const WIDTHS = { md: "max-w-md", lg: "max-w-lg", xl: "max-w-xl", "2xl": "max-w-2xl" } as const;
export type DialogWidth = keyof typeof WIDTHS;

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  closeLabel?: string;
  width?: DialogWidth;
  /** Up to 92 % of the screen's height (a details dialog's long content) instead of 90 %. */
  tall?: boolean;
  /**
   * For a dialog opened without a DialogTrigger (open state held by the page): the control
   * that opened it. Radix returns focus only to its own Trigger, so without this, closing
   * drops keyboard focus to the top of the page.
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
};

export function DialogContent({ className, children, closeLabel = "Close", width = "lg", tall = false, returnFocusRef, onCloseAutoFocus, ...props }: DialogContentProps) {
  const returnFocus = (event: Event) => {
    onCloseAutoFocus?.(event);
    if (!returnFocusRef || event.defaultPrevented) return;
    event.preventDefault();
    returnFocusRef.current?.focus();
  };
  return (
    <DialogFrame
      kind="dialog"
      closeLabel={closeLabel}
      closeClassName="p-1"
      closeIconClassName="size-4"
      className={cn(
        "animate-dialog fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border bg-background p-6 shadow-xl outline-none",
        tall ? "max-h-[92dvh]" : "max-h-[90dvh]",
        WIDTHS[width],
        className,
      )}
      onCloseAutoFocus={returnFocus}
      {...props}
    >
      {children}
    </DialogFrame>
  );
}

type DialogFrameProps = ComponentProps<typeof DialogPrimitive.Content> & {
  kind: "dialog" | "sheet";
  closeLabel: string;
  /** The close button's padding and its icon's size. */
  closeClassName: string;
  closeIconClassName: string;
};

/** What a dialog and a side drawer share: the portal, the dimmed overlay, and the content with a close button in its top corner. */
export function DialogFrame({ kind, closeLabel, closeClassName, closeIconClassName, children, ...props }: DialogFrameProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-slot={`${kind}-overlay`}
        className="animate-overlay fixed inset-0 z-50 bg-stone-950/50 backdrop-blur-[2px]"
      />
      <DialogPrimitive.Content data-slot={`${kind}-content`} {...props}>
        {children}
        <DialogPrimitive.Close
          className={`absolute top-4 right-4 rounded-md ${closeClassName} text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none`}
          aria-label={closeLabel}
        >
          <XIcon className={closeIconClassName} aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export const DialogHeader = slotted("div", "dialog-header", "flex flex-col gap-2 pr-6");
export const DialogFooter = slotted("div", "dialog-footer", "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end");
export const DialogTitle = slotted(DialogPrimitive.Title, "dialog-title", "text-lg font-semibold");
export const DialogDescription = slotted(DialogPrimitive.Description, "dialog-description", "text-sm text-muted-foreground");
/** A dialog's description that reports a failure. */
export const DialogError = slotted(DialogPrimitive.Description, "dialog-description", "text-sm text-destructive");
