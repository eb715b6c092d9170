import { accountRoutes } from "@core/routes/account";
import type { accountContract, Me, ProfileInput } from "@core/settings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ME_QUERY_KEY } from "@web/lib/session/session";
import { client } from "@web/lib/api";
import { useRefreshingMutation } from "@web/lib/mutation";
import type { Locale } from "@core/locale";

const accountApi = client<typeof accountContract>(accountRoutes);

/** Full Name, Phone, Preferred Language. */
export const useUpdateProfile = () => useRefreshingMutation((profile: ProfileInput) => accountApi.updateProfile({ body: profile }), [ME_QUERY_KEY]);

/** The dashboard header's language switch: saved to the profile at once (GET /api/me then says so too). */
export function useSaveLanguage() {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (preferredLanguage: Locale) => accountApi.setLanguage({ body: { preferredLanguage } }),
    onSuccess: ({ profile }) => queryClient.setQueryData<Me | null>(ME_QUERY_KEY, (me) => (me ? { ...me, profile } : me)),
  });
  return save.mutate;
}
