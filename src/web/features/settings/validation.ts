/** The settings forms' validation, fetched when a form is first focused or checked (lib/lazy-resolver.ts): zod stays off the page's first paint. */
import { changePasswordSchema, profileSchema, settingsSchema } from "@core/settings";
import { zodResolver } from "@hookform/resolvers/zod";

export const settingsResolver = zodResolver(settingsSchema);
export const accountResolver = zodResolver(profileSchema);
export const changePasswordResolver = zodResolver(changePasswordSchema);
