import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@web/lib/cn";

/**
 * A card's spacing and surface are variants, not classes a caller overrides: classes are joined,
 * and of two that set the same thing the stylesheet's order would pick one (ui/class-conflicts.test.ts).
 */
export const cardVariants = cva("flex flex-col rounded-xl border text-card-foreground shadow-sm", {
  variants: {
    gap: { "2": "gap-2", "3": "gap-3", "4": "gap-4", "5": "gap-5", "6": "gap-6" },
    /** `y6`: the header's and content's own side padding frames the text; a number pads all round. */
    pad: { y4: "py-4", y6: "py-6", y12: "py-12", "4": "p-4", "5": "p-5", none: "" },
    tone: { card: "bg-card", hero: "bg-hero", amber: "bg-amber-50" },
  },
  defaultVariants: { gap: "6", pad: "y6", tone: "card" },
});

export function Card({ className, gap, pad, tone, ...props }: ComponentProps<"div"> & VariantProps<typeof cardVariants>) {
  return <div data-slot="card" className={cn(cardVariants({ gap, pad, tone }), className)} {...props} />;
}

export const headerVariants = cva("flex px-6", {
  variants: {
    direction: { col: "flex-col", row: "flex-row" },
    gap: { "1.5": "gap-1.5", "2": "gap-2", "3": "gap-3" },
  },
  defaultVariants: { direction: "col", gap: "1.5" },
});

export function CardHeader({ className, direction, gap, ...props }: ComponentProps<"div"> & VariantProps<typeof headerVariants>) {
  return <div data-slot="card-header" className={cn(headerVariants({ direction, gap }), className)} {...props} />;
}

// Only the default size sets its own line height; the others keep their text size's.
export const titleVariants = cva("font-semibold", {
  variants: { size: { base: "text-base", lg: "text-lg leading-tight", "2xl": "text-2xl" } },
  defaultVariants: { size: "lg" },
});

export function CardTitle({ className, size, ...props }: ComponentProps<"h3"> & VariantProps<typeof titleVariants>) {
  return <h3 data-slot="card-title" className={cn(titleVariants({ size }), className)} {...props} />;
}

export const descriptionVariants = cva("text-muted-foreground", {
  variants: { size: { xs: "text-xs", sm: "text-sm" } },
  defaultVariants: { size: "sm" },
});

export function CardDescription({ className, size, ...props }: ComponentProps<"p"> & VariantProps<typeof descriptionVariants>) {
  return <p data-slot="card-description" className={cn(descriptionVariants({ size }), className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="card-content" className={cn("px-6", className)} {...props} />;
}

export const footerVariants = cva("flex px-6", {
  variants: { align: { center: "items-center", start: "items-start" } },
  defaultVariants: { align: "center" },
});

export function CardFooter({ className, align, ...props }: ComponentProps<"div"> & VariantProps<typeof footerVariants>) {
  return <div data-slot="card-footer" className={cn(footerVariants({ align }), className)} {...props} />;
}
