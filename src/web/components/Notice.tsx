import { isMessage, type Message, messageOfText } from "@core/i18n/messages/message";
import { CircleAlert, CircleCheck, Info } from "lucide-react";
import type { ReactNode } from "react";
import { useMessagesNow, useTranslate } from "@web/i18n/use-translate";
import { cn } from "@web/lib/cn";

type NoticeProps = { tone?: "error" | "success" | "info"; className?: string; children: ReactNode | Message };

const TONES = {
  error: { icon: CircleAlert, className: "border-destructive/30 bg-destructive/10 text-destructive" },
  success: { icon: CircleCheck, className: "border-success/30 bg-success-muted text-success-foreground" },
  info: { icon: Info, className: "border-primary/25 bg-accent text-accent-foreground" },
} as const;

/**
 * An inline message box; errors are announced at once (role=alert), the rest politely. A text
 * child, or a message by key, is shown in the UI language.
 */
export function Notice({ tone = "info", className, children }: NoticeProps) {
  const { icon: Icon, className: toneClass } = TONES[tone];
  const translate = useTranslate();
  // A message (an invalid link's, in the page's first render): its English first.
  useMessagesNow(isMessage(children) || (typeof children === "string" && messageOfText(children) !== undefined));
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn("flex items-start gap-3 rounded-lg border p-3 text-sm", toneClass, className)}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="grid gap-1">{typeof children === "string" || isMessage(children) ? translate(children) : children}</div>
    </div>
  );
}
