import { useCallback } from "react";
import { useReason } from "@web/i18n/use-translate";
import { saidOf } from "@web/lib/api";
import { toast } from "@web/ui/toast";

type Said = Parameters<typeof saidOf>[0];

/**
 * An inbox item's action (change its status, link or convert it, reply): the server's own words
 * in a toast once done, else `failed` with the reason. True when done, for a form to close.
 */
export function useSaidAction(): (action: Promise<Said>, failed: (message: string) => string) => Promise<boolean> {
  const reason = useReason();
  return useCallback(
    async (action, failed) => {
      try {
        toast.success(saidOf(await action));
        return true;
      } catch (err) {
        toast.error(failed(reason(err)));
        return false;
      }
    },
    [reason],
  );
}
