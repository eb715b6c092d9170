import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslate } from "@web/i18n/use-translate";
import { cn } from "@web/lib/cn";
import { Dialog, DialogContent, DialogDescription, DialogError, DialogHeader, DialogTitle, type DialogWidth } from "./dialog";

type Props<T> = {
  /** The item's query: until it has data the frame says it is loading, or why it failed. */
  query: { data: T | undefined; isError: boolean; error: Error | null };
  open?: boolean;
  onClose: () => void;
  copy: { title: string; loading: string; close: string };
  /** Said before the API's message when loading fails (the product's 'Failed to load …'). */
  failed?: string;
  width?: DialogWidth;
  /** The loaded item's title and the line under it; without it, `children` draws its own header. */
  heading?: (data: T) => { title: string; lead: string };
  /** The loaded item: its facts and its actions (and its own header, without `heading`). */
  children: (data: T) => ReactNode;
};

/** The frame of a read-only details dialog: open while an item is chosen, the loading and failure states, scrolling on a small screen. */
export function DetailsDialog<T>({ query, open = true, onClose, copy, failed, width = "2xl", heading, children }: Props<T>) {
  const translate = useTranslate();
  const headed = query.data !== undefined && heading?.(query.data);
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent closeLabel={copy.close} width={width} tall>
        {query.data !== undefined ? (
          <>
            {headed && (
              <DialogHeader>
                <DialogTitle>{headed.title}</DialogTitle>
                <DialogDescription>{headed.lead}</DialogDescription>
              </DialogHeader>
            )}
            {children(query.data)}
          </>
        ) : (
          <DialogHeader>
            <DialogTitle>{copy.title}</DialogTitle>
            {query.isError ? (
              <DialogError role="alert">{[failed, translate(query.error?.message)].filter(Boolean).join(" ")}</DialogError>
            ) : (
              <DialogDescription role="status" className="flex items-center gap-2">
                <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                {copy.loading}
              </DialogDescription>
            )}
          </DialogHeader>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** One fact of a details dialog, in its `<dl>`: `wide` spans both columns, `strong` sets the value in medium weight. */
export function DetailItem({ label, wide, strong, children }: { label: string; wide?: boolean; strong?: boolean; children: ReactNode }) {
  return (
    <div className={cn("grid min-w-0 gap-1", wide && "sm:col-span-2")}>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={cn("break-words", strong && "font-medium")}>{children}</dd>
    </div>
  );
}

/** An email address as a fact of a details dialog: a mailto link, or "—" when there is none. */
export function EmailDetail({ label, email }: { label: string; email: string | null | undefined }) {
  return (
    <DetailItem label={label}>
      {email ? (
        <a className="break-all underline-offset-4 hover:underline" href={`mailto:${email}`}>
          {email}
        </a>
      ) : (
        "—"
      )}
    </DetailItem>
  );
}

/** A details dialog's facts: the `<dl>` of its DetailItems, in two columns from a small screen up. */
export function DetailsList({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">{children}</dl>;
}

type SectionProps = { id: string; title: ReactNode; className?: string; children: ReactNode };

/**
 * A titled part of a details dialog (its lines, history, replies…), named by its heading.
 * `none`: what it says instead of its children while it has nothing to list.
 */
export function DetailsSection({ id, title, className = "grid gap-2", none, children }: SectionProps & { none?: ReactNode }) {
  return (
    <section aria-labelledby={id} className={className}>
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {none ? <p className="text-muted-foreground">{none}</p> : children}
    </section>
  );
}
