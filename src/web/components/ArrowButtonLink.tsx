import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "@web/i18n/LocalizedLink";
import { Button, type ButtonProps } from "@web/ui/button";

type ArrowButtonLinkProps = { to: string; variant?: ButtonProps["variant"]; className?: string; children: ReactNode };

/** A large button linking on to a public page, its label followed by an arrow (the pages' calls to action). */
export function ArrowButtonLink({ to, variant, className, children }: ArrowButtonLinkProps) {
  return (
    <Button asChild size="lg" variant={variant} className={className}>
      <Link to={to}>
        {children}
        <ArrowRight aria-hidden="true" />
      </Link>
    </Button>
  );
}
