import { AUTH_MESSAGES } from "@core/auth-messages";
import { type ReactNode, useEffect } from "react";
import { Navigate } from "react-router";
import { toast } from "@web/ui/toast";
import { useCurrentUser } from "./current-user";

/** Admin-only screens: a member is sent to /dashboard with the product's message. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  const allowed = user.role === "admin";
  useEffect(() => {
    // Both texts: the redirect's toast, and why — 'Access denied. Admin privileges required.'
    if (!allowed) toast.error(AUTH_MESSAGES.noPermission, { id: "no-permission", description: AUTH_MESSAGES.adminOnly });
  }, [allowed]);
  return allowed ? children : <Navigate to="/dashboard" replace />;
}
