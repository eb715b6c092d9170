import type { LucideIcon } from "lucide-react";
import { cn } from "@web/lib/cn";

/** A list item of the public pages: a round icon beside a short heading and its text (home's partner points, about's values). */
export function IconPoint({ icon: Icon, title, body, className }: { icon: LucideIcon; title: string; body: string; className?: string }) {
  return (
    <li className={cn("flex gap-4", className)}>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div>
        <h3 className="font-semibold">{title}</h3>
        <p className="mt-1.5 leading-relaxed text-muted-foreground">{body}</p>
      </div>
    </li>
  );
}
