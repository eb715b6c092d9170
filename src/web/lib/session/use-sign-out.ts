import { messageText } from "@core/i18n/messages/message";
import { AUTH_MESSAGES } from "@core/auth-messages";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useLocalizedTo } from "@web/i18n/localized-path";
import { toast } from "@web/ui/toast";
import { markSessionEndedHere } from "./current-user";
import { ME_QUERY_KEY, sessionStarted } from "./session";

/** Forgets everything cached for the account and goes home (in the UI language: /bg in Bulgarian) with `message`. */
export function useLeaveSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const home = useLocalizedTo()("/");
  return useCallback(
    (message: string) => {
      markSessionEndedHere();
      sessionStarted();
      navigate(home, { replace: true });
      queryClient.setQueryData(ME_QUERY_KEY, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== ME_QUERY_KEY[0] });
      toast.success(message);
    },
    [queryClient, navigate, home],
  );
}

/** Manual sign-out: revoke the session server-side, toast, go to /. */
export function useSignOut() {
  const leave = useLeaveSession();
  return useCallback(async () => {
    try {
      // Better Auth's client loads with the click: the dashboard's first page does without it.
      const { authClient } = await import("./auth-client");
      const { error } = await authClient.signOut();
      if (error) throw new Error(error.message || messageText(AUTH_MESSAGES.signOutFailed));
    } catch (err) {
      toast.error(err instanceof Error && err.message ? err.message : messageText(AUTH_MESSAGES.signOutFailed));
      return;
    }
    leave(messageText(AUTH_MESSAGES.signedOutManually));
  }, [leave]);
}
