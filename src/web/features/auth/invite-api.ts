import { messageText } from "@core/i18n/messages/message";
import { INVITE_MESSAGES, type invitesContract } from "@core/invites";
import { invitesRoutes } from "@core/routes/invites";
import { useQuery } from "@tanstack/react-query";
import { client } from "@web/lib/api";

const invitesApi = client<typeof invitesContract>(invitesRoutes);

/** Whether the invitation link still works, and whose it is. Checked once per visit. */
export function useInvite(token: string | null) {
  return useQuery({
    queryKey: ["invite", token],
    queryFn: () => {
      if (!token) throw new Error(messageText(INVITE_MESSAGES.invalidLink));
      return invitesApi.check({ body: { token } });
    },
    enabled: token !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
