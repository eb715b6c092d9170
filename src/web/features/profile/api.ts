import { accountRoutes } from "@core/routes/account";
import type { accountContract, ProfileInput } from "@core/settings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ME_QUERY_KEY } from "@web/lib/session/session";
import { client } from "@web/lib/api";

const accountApi = client<typeof accountContract>(accountRoutes);

/** Full Name, Phone, Preferred Language. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: ProfileInput) => accountApi.updateProfile({ body: profile }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
