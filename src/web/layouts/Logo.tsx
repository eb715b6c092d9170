import { clsx } from "clsx";
import { useLocalizedTo } from "@web/i18n/localized-path";
import { PageLink } from "@web/lib/navigation";

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={clsx("size-8 shrink-0", className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M20.95 11.05A7 7 0 1 0 20.95 20.95"
        fill="none"
        strokeWidth="3.2"
        strokeLinecap="round"
        className="stroke-primary-foreground"
      />
    </svg>
  );
}

/**
 * The wordmark linking home; its accessible name is "Concierge". `className` adds (margins,
 * alignment): classes are joined, not merged.
 */
type LogoProps = { className?: string; wordmarkClassName?: string; onClick?: () => void };

export function Logo({ className, wordmarkClassName, onClick }: LogoProps) {
  return (
    <PageLink
      to={useLocalizedTo()("/")}
      onClick={onClick}
      className={clsx(
        "flex items-center gap-2.5 rounded-md text-lg font-semibold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60",
        className,
      )}
    >
      <LogoMark />
      <span className={wordmarkClassName}>Concierge</span>
    </PageLink>
  );
}
