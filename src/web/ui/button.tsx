import { Slot } from "radix-ui";
import { cn } from "@web/lib/cn";
import { type ButtonProps, buttonVariants } from "./plain-button";

export type { ButtonProps } from "./plain-button";

/** The app's button: `className` adds to the variant's classes, never overriding them (ui/class-conflicts.test.ts). */
export function Button({ className, variant, size, from, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return (
    <Comp
      data-slot="button"
      className={cn(buttonVariants({ variant, size, from }), className)}
      type={asChild ? undefined : (type ?? "button")}
      {...props}
    />
  );
}
