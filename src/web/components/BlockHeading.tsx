import type { ReactNode } from "react";

/**
 * A block's h3 over the line that says what the block is for (a form in a dialog, a part of the
 * settings); `id` is the heading's, for the block's aria-labelledby. `children` go under the lead.
 */
export function BlockHeading({ id, title, lead, small, children }: { id?: string; title: ReactNode; lead: ReactNode; small?: boolean; children?: ReactNode }) {
  return (
    <div className="grid gap-1">
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      <p className={small ? "text-sm text-muted-foreground" : "text-muted-foreground"}>{lead}</p>
      {children}
    </div>
  );
}
