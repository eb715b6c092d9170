import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import type { RouteObject } from "react-router";
import { PageLoading } from "@web/components/PageLoading";
import type { RouteAccess } from "@web/features/auth/route-access";

/**
 * /dashboard/*. Every component here is React.lazy, so the members area (its layout,
 * guards, Better Auth's client, settings) ships in its own chunks, never with the storefront.
 */
function lazyNamed<M, P extends object = object>(load: () => Promise<M>, name: keyof M) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<P> }));
}

const DashboardLayout = lazyNamed(() => import("@web/layouts/DashboardLayout"), "DashboardLayout");
const RequireAdmin = lazyNamed<typeof import("@web/features/auth/RequireAdmin"), { children: ReactNode }>(
  () => import("@web/features/auth/RequireAdmin"),
  "RequireAdmin",
);
const DashboardHomePage = lazyNamed(() => import("./DashboardHomePage"), "DashboardHomePage");
const DashboardNotFound = lazyNamed(() => import("./ComingSoonScreen"), "DashboardNotFound");
const SettingsPage = lazyNamed(() => import("@web/features/settings/SettingsPage"), "SettingsPage");
const ProfilePage = lazyNamed(() => import("@web/features/profile/ProfilePage"), "ProfilePage");
const HoursPage = lazyNamed(() => import("@web/features/hours/HoursPage"), "HoursPage");
const TasksPage = lazyNamed(() => import("@web/features/tasks/TasksPage"), "TasksPage");
const SubmitTaskPage = lazyNamed(() => import("@web/features/tasks/SubmitTaskPage"), "SubmitTaskPage");
const DocumentsPage = lazyNamed(() => import("@web/features/documents/DocumentsPage"), "DocumentsPage");
const PaymentsPage = lazyNamed(() => import("@web/features/payments/PaymentsPage"), "PaymentsPage");
const AuditPage = lazyNamed(() => import("@web/features/audit/AuditPage"), "AuditPage");
const ClientsPage = lazyNamed(() => import("@web/features/clients/ClientsPage"), "ClientsPage");
const ClientDetailPage = lazyNamed(() => import("@web/features/clients/ClientDetailPage"), "ClientDetailPage");
const MessagesPage = lazyNamed(() => import("@web/features/messages/MessagesPage"), "MessagesPage");
const ContactInboxPage = lazyNamed(() => import("@web/features/contact-inbox/ContactInboxPage"), "ContactInboxPage");
const TranslationRequestsPage = lazyNamed(() => import("@web/features/translation-requests/TranslationRequestsPage"), "TranslationRequestsPage");

/**
 * An admin-only screen: RequireAdmin turns members away, and the route's `handle` tells
 * RequireAuth to send a signed-out visitor to the administrator sign-in (/auth), not the
 * members' one (DESIGN §1.18).
 */
const adminOnly = (route: RouteObject & { element: ReactNode }): RouteObject => ({
  ...route,
  handle: { access: "admin" } satisfies RouteAccess,
  element: <RequireAdmin>{route.element}</RequireAdmin>,
});

export const dashboardRoute: RouteObject = {
  path: "dashboard",
  element: (
    <Suspense fallback={<PageLoading />}>
      <DashboardLayout />
    </Suspense>
  ),
  children: [
    { index: true, element: <DashboardHomePage /> },
    { path: "profile", element: <ProfilePage /> },
    { path: "settings", element: <SettingsPage /> },
    { path: "hours", element: <HoursPage /> },
    { path: "tasks", element: <TasksPage /> },
    { path: "upload", element: <SubmitTaskPage /> },
    // Screens of later issues: replace each placeholder with the real page.
    { path: "payments", element: <PaymentsPage /> },
    { path: "messages", element: <MessagesPage /> },
    adminOnly({ path: "clients", element: <ClientsPage /> }),
    adminOnly({ path: "clients/:clientId", element: <ClientDetailPage /> }),
    adminOnly({ path: "documents", element: <DocumentsPage /> }),
    adminOnly({ path: "audit", element: <AuditPage /> }),
    adminOnly({ path: "contact", element: <ContactInboxPage /> }),
    adminOnly({ path: "translations", element: <TranslationRequestsPage /> }),
    { path: "*", element: <DashboardNotFound /> },
  ],
};
