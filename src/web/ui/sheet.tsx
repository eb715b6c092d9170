import { Dialog as SheetPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";
import { DialogFrame } from "./dialog";
import { slotted } from "./slotted";

/** A side drawer built on Radix Dialog: focus trap, Escape to close, scroll lock. */
export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;

type SheetContentProps = ComponentProps<typeof SheetPrimitive.Content> & {
  /** Accessible name of the close button. */
  closeLabel?: string;
};

export function SheetContent({ className, children, closeLabel = "Close", ...props }: SheetContentProps) {
  return (
    <DialogFrame
      kind="sheet"
      closeLabel={closeLabel}
      closeClassName="p-1.5"
      closeIconClassName="size-5"
      className={cn(
        "animate-sheet-right fixed inset-y-0 right-0 z-50 flex h-full w-[85%] max-w-sm flex-col gap-4 border-l bg-background shadow-xl outline-none",
        className,
      )}
      {...props}
    >
      {children}
    </DialogFrame>
  );
}

export const SheetHeader = slotted("div", "sheet-header", "flex flex-col gap-1.5 p-4 pr-12");
export const SheetTitle = slotted(SheetPrimitive.Title, "sheet-title", "font-semibold");
export const SheetDescription = slotted(SheetPrimitive.Description, "sheet-description", "text-sm text-muted-foreground");
