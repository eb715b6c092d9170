import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "@web/ui/toast";
import { afterSignInPath } from "@web/lib/session/redirect-target";
import { ME_QUERY_KEY, sessionStarted } from "@web/lib/session/session";

/** The move to the dashboard follows 0.5 s after a successful sign-in. */
const AFTER_SIGN_IN_MS = 500;

/** Toast, wait, load the new account, then open the remembered page (or /dashboard). */
export function useFinishSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    async (message: string) => {
      toast.success(message);
      await new Promise((resolve) => setTimeout(resolve, AFTER_SIGN_IN_MS));
      sessionStarted();
      await queryClient.refetchQueries({ queryKey: ME_QUERY_KEY });
      navigate(afterSignInPath(location), { replace: true });
    },
    [queryClient, navigate, location],
  );
}
