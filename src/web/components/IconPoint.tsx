import type { LucideIcon } from "lucide-react";
import { cn } from "@web/lib/cn";
import { entriesOf } from "@web/lib/entries-of";

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

type IconPointsProps<K extends string> = {
  /** Each point's icon by its key, in the list's order. */
  icons: Record<K, LucideIcon>;
  text: (key: K) => { title: string; body: string };
  className: string;
  itemClassName?: string;
};

/** A list of icon points, one for each key. */
export function IconPoints<K extends string>({ icons, text, className, itemClassName }: IconPointsProps<K>) {
  return (
    <ul className={className}>
      {entriesOf(icons).map(([key, icon]) => (
        <IconPoint key={key} icon={icon} {...text(key)} className={itemClassName} />
      ))}
    </ul>
  );
}
