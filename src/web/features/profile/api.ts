import type { ProfileInput } from "@core/settings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ME_QUERY_KEY } from "@web/lib/session/session";
import { apiRequest } from "@web/lib/api";

/** PATCH /api/profile: Full Name, Phone, Preferred Language. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: ProfileInput) => apiRequest<{ message?: string }>("/api/profile", { method: "PATCH", body: profile }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
