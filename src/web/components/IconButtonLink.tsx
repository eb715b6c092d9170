import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button, type ButtonProps } from "@web/ui/button";

type IconButtonLinkProps = {
  to: string;
  /** Drawn before the label, hidden from assistive technology (the label names the link). */
  icon: LucideIcon;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  className?: string;
  "aria-label"?: string;
  children: ReactNode;
};

/** A button that links to another dashboard page, an icon before its label (New issue, Back, View, Reports…). */
export function IconButtonLink({ to, icon: Icon, variant, size, className, "aria-label": ariaLabel, children }: IconButtonLinkProps) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link to={to} aria-label={ariaLabel}>
        <Icon aria-hidden="true" />
        {children}
      </Link>
    </Button>
  );
}
