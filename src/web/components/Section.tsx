import type { ReactNode } from "react";
import { cn } from "@web/lib/cn";

type SectionProps = {
  id?: string;
  eyebrow?: string;
  title?: string;
  lead?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A page section with an optional <h2> heading block and generous vertical rhythm. */
export function Section({ id, eyebrow, title, lead, className, children }: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={title ? headingId : undefined} className={cn("py-16 md:py-24", className)}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        {(title || eyebrow) && (
          <div className="mb-10 max-w-2xl md:mb-14">
            {eyebrow && <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>}
            {title && (
              <h2 id={headingId} className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">
                {title}
              </h2>
            )}
            {lead && <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{lead}</p>}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
