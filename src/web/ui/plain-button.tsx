import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";

/**
 * Labels wrap rather than overflow (a long Bulgarian label on a 320 px phone), so sizes set a
 * minimum height, not a fixed one. No two classes here set the same thing (gap, corners and text size live with each size), so
 * joining them is enough: tailwind-merge is only needed to let a caller's className override them.
 */
export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center text-center font-medium transition-[color,background-color,border-color,box-shadow] outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 aria-invalid:border-destructive [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground shadow-sm hover:bg-primary/90",
        destructive: "bg-destructive text-white shadow-sm hover:bg-destructive/90",
        outline: "border border-input bg-background shadow-xs hover:bg-accent hover:text-accent-foreground",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
        ghost: "hover:bg-accent hover:text-accent-foreground",
        link: "text-primary underline-offset-4 hover:underline",
      },
      size: {
        default: "min-h-10 gap-2 rounded-md px-4 py-2 text-sm",
        sm: "min-h-9 gap-2 rounded-md px-3 py-1.5 text-sm",
        lg: "min-h-12 gap-2 rounded-lg px-6 py-2.5 text-base",
        icon: "size-10 gap-2 rounded-md text-sm",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (e.g. a router Link) with the button's styles. */
    asChild?: boolean;
  };

/**
 * Button for the storefront's shell (header, footer, error pages), which paints before
 * tailwind-merge is loaded: `className` is appended, not merged, so it may only add what the
 * variant and size leave unset (margins, responsive display), or size the button itself
 * with `size={null}`. Everywhere else use Button, whose className overrides.
 */
export function PlainButton({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return (
    <Comp
      data-slot="button"
      className={buttonVariants({ variant, size, className })}
      type={asChild ? undefined : (type ?? "button")}
      {...props}
    />
  );
}
