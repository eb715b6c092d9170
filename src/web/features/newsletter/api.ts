import { messageText } from "@core/i18n/messages/message";
import { NEWSLETTER_MESSAGES, type newsletterContract } from "@core/newsletter";
import { newsletterRoutes } from "@core/routes/newsletter";
import { useMutation, useQuery } from "@tanstack/react-query";
import { client } from "@web/lib/api";
import type { Locale } from "@core/locale";

const newsletterApi = client<typeof newsletterContract>(newsletterRoutes);

/** Sign-up: the answer is the same for every address (the form reveals nothing). */
export function useNewsletterSignup() {
  return useMutation({
    // The UI language goes along: the confirmation mail is written in it.
    mutationFn: ({ email, language }: { email: string; language: Locale }) => newsletterApi.signUp({ body: { email, language } }),
  });
}

export type TokenAction = "confirm" | "unsubscribe";

/**
 * Confirms or unsubscribes with the token from an email link. A query rather than a
 * mutation so it runs once per page visit, even under StrictMode's double effects:
 * a confirm token is single-use, and a second POST would report the link as invalid.
 */
export function useNewsletterToken(action: TokenAction, token: string | null) {
  return useQuery({
    queryKey: ["newsletter", action, token],
    queryFn: () => {
      if (!token) throw new Error(messageText(NEWSLETTER_MESSAGES.invalidLink));
      return newsletterApi[action]({ body: { token } });
    },
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });
}
