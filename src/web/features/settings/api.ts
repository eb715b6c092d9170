import { pathOf } from "@core/contract";
import { type Message, msg } from "@core/i18n/messages/message";
import { accountRoutes } from "@core/routes/account";
import type { accountContract, ChangeEmail, ProfileInput, Settings } from "@core/settings";
import { ME_QUERY_KEY } from "@web/lib/session/session";
import { ApiError, client, requestFailed } from "@web/lib/api";
import { useRefreshingMutation } from "@web/lib/mutation";

const accountApi = client<typeof accountContract>(accountRoutes);

/** 'Save All Settings': profile and notifications in one PUT. */
export const useSaveSettings = () => useRefreshingMutation((settings: Settings) => accountApi.saveSettings({ body: settings }), [ME_QUERY_KEY]);

/** An administrator's Account: full name, phone and language, saved on their own. */
export const useSaveAccount = () => useRefreshingMutation((profile: ProfileInput) => accountApi.updateProfile({ body: profile }), [ME_QUERY_KEY]);

/** An administrator's own sign-in address, with their password. */
export const useChangeEmail = () => useRefreshingMutation((input: ChangeEmail) => accountApi.changeEmail({ body: input }), [ME_QUERY_KEY]);

/** Better Auth's client: its code comes with the first password or two-factor action, not with the page. */
const auth = async () => (await import("@web/lib/session/auth-client")).authClient;
/** Fetches it as someone starts on a form that will need it. */
export const prefetchAuthClient = () => void auth().catch((err: unknown) => console.error(err));

/** Refuses with an ApiError carrying Better Auth's status and code. */
function orThrow(error: { status: number; code?: string; message?: string } | null, fallback: Message | string): void {
  if (error) throw new ApiError(error.status, error.code ?? "auth_error", error.message || fallback);
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const { error } = await (await auth()).changePassword({ currentPassword, newPassword, revokeOtherSessions: true });
  orThrow(error, "Failed to change password");
}

export async function startTwoFactor(password: string): Promise<{ totpURI: string; backupCodes: string[] }> {
  const { data, error } = await (await auth()).twoFactor.enable({ password });
  orThrow(error, msg("web.twoFactorFailed"));
  if (!data || !("totpURI" in data)) throw new ApiError(500, "bad_response", msg("web.twoFactorFailed"));
  return { totpURI: data.totpURI, backupCodes: data.backupCodes };
}

export async function confirmTwoFactor(code: string): Promise<void> {
  const { error } = await (await auth()).twoFactor.verifyTotp({ code });
  orThrow(error, msg("api.invalidCode"));
}

export async function disableTwoFactor(password: string): Promise<void> {
  const { error } = await (await auth()).twoFactor.disable({ password });
  orThrow(error, "Failed to disable two-factor authentication");
}

/** The account's data export, saved as a file. */
export async function downloadMyData(): Promise<void> {
  const res = await fetch(pathOf(accountRoutes.export), { credentials: "same-origin", headers: { Accept: "application/json" } });
  if (!res.ok) throw new ApiError(res.status, "export_failed", requestFailed(res.status));
  const name = /filename="?([^";]+)"?/.exec(res.headers.get("Content-Disposition") ?? "")?.[1] ?? "concierge-my-data.json";
  saveFile(await res.blob(), name);
}

export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function deleteAccount(confirmation: "DELETE", password: string): Promise<unknown> {
  return accountApi.remove({ body: { confirmation, password } });
}
