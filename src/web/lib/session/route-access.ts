import { createContext, useContext } from "react";
import type { SignInPage } from "./redirect-target";

/** Who the current members-area screen is for (routing/dashboard-routes.tsx provides it). */
export const RouteAccessContext = createContext<"admin" | "member">("member");

/** The sign-in a signed-out visitor of the current route needs: /auth only for admin-only screens. */
export function useSignInPage(): SignInPage {
  return useContext(RouteAccessContext) === "admin" ? "/auth" : "/member-login";
}
