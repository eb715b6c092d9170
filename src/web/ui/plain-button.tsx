import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";

/**
 * Labels wrap rather than overflow (a long Bulgarian label on a 320 px phone), so sizes set a
 * minimum height, not a fixed one. No two classes here set the same thing (gap, corners and text size live with each size), so
 * joining them is enough; a caller's className only adds what they leave unset (margins, order,
 * its own text colour on a ghost button), and a variant says the rest (ui/class-conflicts.test.ts).
 */
export const buttonVariants = cva(
  "shrink-0 items-center justify-center text-center font-medium transition-[color,background-color,border-color,box-shadow] outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 aria-invalid:border-destructive [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground shadow-sm hover:bg-primary/90",
        destructive: "bg-destructive text-white shadow-sm hover:bg-destructive/90",
        outline: "border border-input bg-background shadow-xs hover:bg-accent hover:text-accent-foreground",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
        ghost: "hover:bg-accent hover:text-accent-foreground",
        link: "text-primary underline-offset-4 hover:underline",
        /** A link that steps back (a cancel beside the main one). */
        "link-muted": "text-muted-foreground underline-offset-4 hover:underline",
        /** An icon button that removes or deletes: red on hover. */
        "ghost-danger": "hover:bg-accent hover:text-destructive",
        /** A primary button floating over the page (a sticky save bar). */
        raised: "bg-primary text-primary-foreground shadow-lg hover:bg-primary/90",
        /** An outlined button on a tinted surface, letting the tint through. */
        "outline-danger": "border border-input bg-background text-destructive shadow-xs hover:bg-accent hover:text-destructive",
        "outline-clear": "border border-input bg-transparent shadow-xs hover:bg-accent hover:text-accent-foreground",
      },
      size: {
        default: "min-h-10 gap-2 rounded-md px-4 py-2 text-sm",
        sm: "min-h-9 gap-2 rounded-md px-3 py-1.5 text-sm",
        lg: "min-h-12 gap-2 rounded-lg px-6 py-2.5 text-base",
        xs: "min-h-9 gap-2 rounded-md px-2 py-1.5 text-xs",
        icon: "size-10 gap-2 rounded-md text-sm",
        "icon-sm": "size-9 gap-2 rounded-md text-sm",
        "icon-xs": "size-8 gap-2 rounded-md text-sm",
        /** A link's size inside a sentence: no height, no padding. */
        inline: "gap-2 rounded-md text-sm",
        /** A link-like button lined up with the text above it: no side padding. */
        flush: "gap-2 rounded-md py-2 text-sm",
      },
      /** Shown from a breakpoint on (hidden on smaller screens). */
      from: {
        always: "inline-flex",
        sm: "hidden sm:inline-flex",
        md: "hidden md:inline-flex",
      },
    },
    defaultVariants: { variant: "default", size: "default", from: "always" },
  },
);

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (e.g. a router Link) with the button's styles. */
    asChild?: boolean;
  };

/**
 * Button without the app's `data-slot` wrapper module: the storefront's shell (header, footer,
 * error pages). `className` is appended, so it may only add what the variant and size leave
 * unset (margins), or size the button itself with `size={null}`.
 */
export function PlainButton({ className, variant, size, from, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return (
    <Comp
      data-slot="button"
      className={buttonVariants({ variant, size, from, className })}
      type={asChild ? undefined : (type ?? "button")}
      {...props}
    />
  );
}
