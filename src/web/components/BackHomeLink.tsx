import { ArrowLeft } from "lucide-react";
import { Link } from "@web/i18n/LocalizedLink";
import { chromeCatalogue } from "@web/i18n/chrome/catalogue";
import { useCatalogue } from "@web/i18n/use-catalogue";
import { type ButtonProps, PlainButton } from "@web/ui/plain-button";

/** "Back to home" as a button, for the pages a visitor ends up on (not found, an email link's result). */
export function BackHomeLink({ variant, size, className }: Pick<ButtonProps, "variant" | "size" | "className">) {
  const t = useCatalogue(chromeCatalogue);
  return (
    <PlainButton asChild variant={variant} size={size} className={className}>
      <Link to="/">
        <ArrowLeft aria-hidden="true" />
        {t("actions.backHome")}
      </Link>
    </PlainButton>
  );
}
