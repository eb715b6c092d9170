import { Dialog as SheetPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";
import { DialogFrame } from "./dialog";

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

export function SheetHeader({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="sheet-header" className={cn("flex flex-col gap-1.5 p-4 pr-12", className)} {...props} />;
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
  return <SheetPrimitive.Title data-slot="sheet-title" className={cn("font-semibold", className)} {...props} />;
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof SheetPrimitive.Description>) {
  return (
    <SheetPrimitive.Description
      data-slot="sheet-description"
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}
