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
      position="top-center"
      richColors
      closeButton
      toastOptions={{ classNames: { toast: "font-sans" } }}
    />
  );
}
