import type { CSSProperties } from "react";
import { Toaster as Sonner } from "sonner";
import { useTheme } from "@web/theme/ThemeProvider";
import { chromeCatalogue } from "@web/i18n/chrome/catalogue";
import { useCatalogue } from "@web/i18n/use-catalogue";

/**
 * Sonner's light rich colours put mid-tone text on a pale tint (about 4.3:1); darker text
 * keeps every toast above WCAG AA's 4.5:1. Dark theme's defaults already pass.
 */
const READABLE_LIGHT = {
  "--success-text": "hsl(140, 100%, 22%)",
  "--info-text": "hsl(210, 92%, 35%)",
  "--warning-text": "hsl(31, 92%, 28%)",
  "--error-text": "hsl(360, 100%, 38%)",
} as CSSProperties;

/** App-wide toasts (at most 3 visible, 4000 ms). */
export function Toaster() {
  const { resolvedTheme } = useTheme();
  const t = useCatalogue(chromeCatalogue);
  return (
    <Sonner
      containerAriaLabel={t("notifications")}
      theme={resolvedTheme}
      style={resolvedTheme === "light" ? READABLE_LIGHT : undefined}
      visibleToasts={3}
      duration={4000}
      // Bottom right: a form's labels and fields start at the top of the page, so a toast there
      // covered them at 1280 px while the person was reading them; the corner below is the page's
      // margin. Above the storefront's floating cart button (about 80 px from the bottom), which
      // stays reachable; on a phone it spans the width, clear of the header and its menu.
      position="bottom-right"
      offset={{ bottom: 96, right: 16 }}
      mobileOffset={{ bottom: 88, left: 12, right: 12 }}
      richColors
      closeButton
      toastOptions={{ classNames: { toast: "font-sans" }, closeButtonAriaLabel: t("closeNotification") }}
    />
  );
}
