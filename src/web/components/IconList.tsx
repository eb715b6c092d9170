import type { LucideIcon } from "lucide-react";

type IconListProps = { icon: LucideIcon; items: readonly string[]; className: string; itemClassName?: string; iconClassName: string };

/** A list of short texts, each after the same small icon (a check, an info mark). */
export function IconList({ icon: Icon, items, className, itemClassName = "flex gap-2", iconClassName }: IconListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          <Icon className={iconClassName} aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  );
}
