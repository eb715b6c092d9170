import { cn } from "@web/lib/cn";

/** The first letter of the user's name (or email) in a circle. */
export function UserAvatar({ name, email, className }: { name: string; email: string; className?: string }) {
  const initial = (name.trim() || email).charAt(0).toUpperCase() || "?";
  return (
    <span
      aria-hidden="true"
      className={cn("flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground", className)}
    >
      {initial}
    </span>
  );
}
