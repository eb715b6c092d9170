import { CircleAlert, CircleCheck, Info, LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslate } from "@web/i18n/use-translate";
import { cn } from "@web/lib/cn";

type Tone = "loading" | "success" | "info" | "error";

const ICONS = { loading: LoaderCircle, success: CircleCheck, info: Info, error: CircleAlert } as const;
const TONES: Record<Tone, string> = {
  loading: "bg-accent text-accent-foreground",
  success: "bg-success-muted text-success-foreground",
  info: "bg-accent text-accent-foreground",
  error: "bg-destructive/10 text-destructive",
};

type ResultPanelProps = { tone: Tone; title: string; children?: ReactNode; actions?: ReactNode; className?: string };

/** The outcome of something the visitor did (a payment, a verification): icon, heading, details, next steps. */
export function ResultPanel({ tone, title, children, actions, className }: ResultPanelProps) {
  const Icon = ICONS[tone];
  // Titles and texts may be the product's English messages: shown in the UI language.
  const translate = useTranslate();
  return (
    <section
      role={tone === "error" ? "alert" : "status"}
      aria-busy={tone === "loading" || undefined}
      className={cn("rounded-2xl border bg-card p-6 text-center shadow-sm sm:p-10", className)}
    >
      <span className={cn("mx-auto flex size-14 items-center justify-center rounded-full", TONES[tone])}>
        <Icon className={cn("size-7", tone === "loading" && "animate-spin")} aria-hidden="true" />
      </span>
      <h2 className="mt-5 text-2xl font-semibold tracking-tight">{translate(title)}</h2>
      {children && <div className="mt-3 text-muted-foreground">{children}</div>}
      {actions && <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>}
    </section>
  );
}
