import type { ReactNode } from "react";
import { cn } from "@web/lib/cn";
import { useDocumentTitle } from "@web/lib/use-document-title";

type PageHeaderProps = {
  eyebrow?: string;
  title: string;
  /** The browser tab's title, where it is not the heading's. */
  tabTitle?: string;
  lead?: ReactNode;
  children?: ReactNode;
  className?: string;
};

/** The top band of an inner page, holding its one <h1>; it names the page's tab too. */
export function PageHeader({ eyebrow, title, tabTitle = title, lead, children, className }: PageHeaderProps) {
  useDocumentTitle(tabTitle);
  return (
    <section className={cn("border-b bg-hero", className)}>
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 md:py-20">
        <div className="max-w-3xl">
          {eyebrow && <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>}
          <h1 className="mt-3 text-4xl font-semibold tracking-tight text-balance sm:text-5xl">{title}</h1>
          {lead && <p className="mt-5 text-lg leading-relaxed text-muted-foreground">{lead}</p>}
          {children && <div className="mt-8">{children}</div>}
        </div>
      </div>
    </section>
  );
}
