import { QueryClientProvider } from "@tanstack/react-query";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { TestModeBanner } from "./components/TestModeBanner";
import { CartProvider } from "./features/cart/CartProvider";
import { I18nProvider } from "./i18n/I18nProvider";
import { createQueryClient } from "./lib/query-client";
import { routes } from "./routes";
import { ThemeProvider } from "./theme/ThemeProvider";
import { Toaster } from "./ui/toaster";

const router = createBrowserRouter(routes);
const queryClient = createQueryClient();

/** Providers outside the router, so even the route error page has theme, language and toasts. */
export function App() {
  return (
    <ThemeProvider>
      <I18nProvider>
        <QueryClientProvider client={queryClient}>
          {/* Above every page and layout: a PAYMENTS=test site says it takes no real money. */}
          <TestModeBanner />
          <CartProvider>
            <RouterProvider router={router} />
          </CartProvider>
          <Toaster />
        </QueryClientProvider>
      </I18nProvider>
    </ThemeProvider>
  );
}
