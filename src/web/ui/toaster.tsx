import { Toaster as Sonner } from "sonner";
import { useTheme } from "@web/theme/ThemeProvider";

/** App-wide toasts (spec §9: at most 3 visible, 4000 ms). */
export function Toaster() {
  const { resolvedTheme } = useTheme();
  return (
    <Sonner
      theme={resolvedTheme}
      visibleToasts={3}
      duration={4000}
      position="top-right"
      // Below the sticky 64 px header, so a toast never hides the navigation.
      offset={{ top: 76, right: 16 }}
      mobileOffset={{ top: 72, left: 12, right: 12 }}
      richColors
      closeButton
      toastOptions={{ classNames: { toast: "font-sans" } }}
    />
  );
}
