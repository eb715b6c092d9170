import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslate } from "@web/i18n/use-translate";
import { cn } from "@web/lib/cn";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "./dialog";

type Props<T> = {
  /** The item's query: until it has data the frame says it is loading, or why it failed. */
  query: { data: T | undefined; isError: boolean; error: Error | null };
  open?: boolean;
  onClose: () => void;
  copy: { title: string; loading: string; close: string };
  /** Said before the API's message when loading fails (the spec's 'Failed to load …'). */
  failed?: string;
  className?: string;
  /** The loaded item: its own header (DialogHeader with a title), its facts, its actions. */
  children: (data: T) => ReactNode;
};

/** The frame of a read-only details dialog: open while an item is chosen, the loading and failure states, scrolling on a small screen. */
export function DetailsDialog<T>({ query, open = true, onClose, copy, failed, className, children }: Props<T>) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent closeLabel={copy.close} className={cn("max-h-[92dvh] max-w-2xl overflow-y-auto", className)}>
        {query.data !== undefined ? (
          children(query.data)
        ) : (
          <DialogHeader>
            <DialogTitle>{copy.title}</DialogTitle>
            {query.isError ? (
              <DialogDescription role="alert" className="text-destructive">
                {[failed, translate(query.error?.message)].filter(Boolean).join(" ")}
              </DialogDescription>
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

/** A titled part of a details dialog (its lines, history, replies…), named by its heading. */
export function DetailsSection({ id, title, className = "grid gap-2", children }: { id: string; title: ReactNode; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={className}>
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}
