import { AUTH_MESSAGES } from "@core/auth-messages";
import { SETTINGS_MESSAGES } from "@core/settings-messages";
import { isApiError } from "@web/lib/api";
import { toast } from "@web/ui/toast";

/**
 * Saves one's profile or settings: true once saved; on a failure, false and the product's toast,
 * with why when the server said (a rate limit, a value it refused).
 */
export async function savedOrToast(save: Promise<unknown>): Promise<boolean> {
  try {
    await save;
    return true;
  } catch (err) {
    const reason = isApiError(err) && err.status === 429 ? AUTH_MESSAGES.rateLimited : isApiError(err) && err.isClientError ? err.message : undefined;
    toast.error(SETTINGS_MESSAGES.profileFailed, { description: reason });
    return false;
  }
}
