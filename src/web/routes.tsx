import type { QueryClient } from "@tanstack/react-query";
import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { Outlet, type RouteObject } from "react-router";
import { dashboardRoute } from "./routing/dashboard-routes";
import { RouteErrorBoundary } from "./pages/errors/RouteErrorBoundary";
import { RouterNavigation } from "./lib/router-navigation";

/** A page whose code can be fetched ahead of its first render (`preload`), e.g. before the app starts. */
export type PreloadablePage = ComponentType & { preload: () => Promise<unknown> };

/**
 * Route-level code splitting: every page is its own chunk, loaded on first visit. Once loaded
 * it renders at once, without a loading state: start-app.tsx loads the first page's code before the
 * first render, so the footer is not drawn under a spinner and then pushed down.
 */
function page(load: () => Promise<ComponentType>): PreloadablePage {
  let loaded: ComponentType | undefined;
  const preload = () => load().then((component) => (loaded = component));
  const Lazy = lazy(async () => ({ default: await preload() }));
  const Page = () => {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  };
  return Object.assign(Page, { preload });
}

// The storefront's and the sign-in screens' frames load with the first page that uses them: the
// members area (its own layout) loads neither the storefront's header, footer and cart nor theirs.
const PublicLayout = page(() => import("./layouts/PublicLayout").then((m) => m.PublicLayout));
const MinimalLayout = page(() => import("./layouts/MinimalLayout").then((m) => m.MinimalLayout));

const HomePage = page(() => import("./pages/home/HomePage").then((m) => m.HomePage));
const AboutPage = page(() => import("./pages/about/AboutPage").then((m) => m.AboutPage));
const ServicesPage = page(() => import("./pages/services/ServicesPage").then((m) => m.ServicesPage));
const PricingPage = page(() => import("./pages/pricing/PricingPage").then((m) => m.PricingPage));
const HowItWorksPage = page(() => import("./pages/how-it-works/HowItWorksPage").then((m) => m.HowItWorksPage));
const ContactPage = page(() => import("./pages/contact/ContactPage").then((m) => m.ContactPage));
const PrivacyPage = page(() => import("./pages/legal/PrivacyPage").then((m) => m.PrivacyPage));
const TermsPage = page(() => import("./pages/legal/TermsPage").then((m) => m.TermsPage));
const NotFoundPage = page(() => import("./pages/errors/NotFoundPage").then((m) => m.NotFoundPage));
const ConfirmPage = page(() => import("./features/newsletter/ConfirmPage").then((m) => m.ConfirmPage));
const UnsubscribePage = page(() => import("./features/newsletter/UnsubscribePage").then((m) => m.UnsubscribePage));
// Accounts: sign-in screens; the members area is in ./routing/dashboard-routes.tsx.
const MemberLoginPage = page(() => import("./features/auth/MemberLoginPage").then((m) => m.MemberLoginPage));
const AdminSignInPage = page(() => import("./features/auth/AdminSignInPage").then((m) => m.AdminSignInPage));
const ResetPasswordPage = page(() => import("./features/auth/ResetPasswordPage").then((m) => m.ResetPasswordPage));
const InvitePage = page(() => import("./features/auth/InvitePage").then((m) => m.InvitePage));
// Money: the cart's checkout, the payment result pages and the local TEST MODE payment page.
const CheckoutPage = page(() => import("./features/checkout/CheckoutPage").then((m) => m.CheckoutPage));
const CheckoutSuccessPage = page(() => import("./features/checkout/CheckoutSuccessPage").then((m) => m.CheckoutSuccessPage));
const TestCheckoutPage = page(() => import("./features/checkout/TestCheckoutPage").then((m) => m.TestCheckoutPage));
// A payment request's pay link: the bill and Pay, without signing in.
const PayLinkPage = page(() => import("./features/payments/PayLinkPage").then((m) => m.PayLinkPage));
// Appointments: /book and /bg/book, rendered in the browser (docs/decisions/0026-appointments.md).
// Its first render waits for what it needs first: Intl started by a worker, and the first slots.
const BookPage = page(() =>
  import("./features/appointments/BookPage").then(async (m) => {
    await m.beforeFirstRender();
    return m.BookPage;
  }),
);
const CancelAppointmentPage = page(() => import("./features/appointments/CancelPage").then((m) => m.CancelPage));
const RescheduleAppointmentPage = page(() => import("./features/appointments/ReschedulePage").then((m) => m.ReschedulePage));
const TranslationPage = page(() => import("./features/translation/TranslationPage").then((m) => m.TranslationPage));
const TranslationSuccessPage = page(() =>
  import("./features/translation/TranslationSuccessPage").then((m) => m.TranslationSuccessPage),
);

/** The public pages that stand in English and, under /bg, in Bulgarian (src/core/site-routes.ts); the rest is not found. */
const bilingualPages = (): RouteObject[] => [
  { index: true, element: <HomePage /> },
  { path: "about", element: <AboutPage /> },
  { path: "services", element: <ServicesPage /> },
  { path: "pricing", element: <PricingPage /> },
  { path: "how-it-works", element: <HowItWorksPage /> },
  { path: "contact", element: <ContactPage /> },
  { path: "privacy", element: <PrivacyPage /> },
  { path: "terms", element: <TermsPage /> },
  { path: "translation", element: <TranslationPage /> },
  { path: "book", element: <BookPage /> },
  { path: "*", element: <NotFoundPage /> },
];

/** A route's error boundary, around its element or, by default, its children. */
const guarded = ({ standalone = false, element = <Outlet /> }: { standalone?: boolean; element?: ReactNode } = {}) => (
  <RouteErrorBoundary standalone={standalone}>{element}</RouteErrorBoundary>
);

/** The app's routes; the dashboard's pages warm `queryClient` with their code (public pages load no data first). */
export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    // Last line of defence: a layout that fails to render still gets a friendly page.
    // Router-free components (the storefront's islands, lib/navigation.tsx) navigate client-side here.
    element: guarded({ standalone: true, element: <RouterNavigation /> }),
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            // Errors inside a page keep the header and footer around them.
            element: guarded(),
            children: [
              ...bilingualPages(),
              { path: "newsletter/confirm", element: <ConfirmPage /> },
              { path: "newsletter/unsubscribe", element: <UnsubscribePage /> },
              { path: "translation-success", element: <TranslationSuccessPage /> },
              { path: "checkout", element: <CheckoutPage /> },
              { path: "book/cancel", element: <CancelAppointmentPage /> },
              { path: "book/reschedule", element: <RescheduleAppointmentPage /> },
              { path: "checkout/success", element: <CheckoutSuccessPage /> },
            ],
          },
          {
            // The same public pages in Bulgarian: /bg, /bg/pricing… (src/core/site-routes.ts).
            path: "bg",
            element: guarded(),
            children: bilingualPages(),
          },
        ],
      },
      {
        // The local TEST MODE payment page stands in for the provider's hosted page: no site chrome.
        path: "test-checkout/:sessionId",
        element: guarded({
          standalone: true,
          element: (
            <Suspense>
              <TestCheckoutPage />
            </Suspense>
          ),
        }),
      },
      {
        path: "pay/:token",
        element: guarded({
          standalone: true,
          element: (
            <Suspense>
              <PayLinkPage />
            </Suspense>
          ),
        }),
      },
      {
        // Sign-in screens have no storefront header or footer.
        element: <MinimalLayout />,
        children: [
          {
            element: guarded(),
            children: [
              { path: "member-login", element: <MemberLoginPage /> },
              { path: "auth", element: <AdminSignInPage /> },
              { path: "reset-password", element: <ResetPasswordPage /> },
              { path: "invite", element: <InvitePage /> },
            ],
          },
        ],
      },
      // The members area: its own lazy chunks, header and sidebar (routing/dashboard-routes.tsx).
      dashboardRoute(queryClient, (element) => guarded({ standalone: true, element })),
    ],
  },
];
