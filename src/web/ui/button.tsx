import { Slot } from "radix-ui";
import { cn } from "@web/lib/cn";
import { type ButtonProps, buttonVariants } from "./plain-button";

export type { ButtonProps } from "./plain-button";

/** The app's button: `className` overrides the variant's classes (tailwind-merge). */
export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return (
    <Comp
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      type={asChild ? undefined : (type ?? "button")}
      {...props}
    />
  );
}
