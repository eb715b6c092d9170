/** The settings forms' validation, fetched when a form is first focused or checked (lib/lazy-resolver.ts): zod stays off the page's first paint. */
import { availabilitySchema } from "@core/appointments/availability";
import { signInSchema, twoFactorCodeSchema } from "@core/auth";
import { businessSettingsInputSchema, priceChangeInputSchema } from "@core/business-settings";
import { changePasswordSchema, profileSchema, settingsSchema } from "@core/settings";
import { zodResolver } from "@web/lib/zod-resolver";

export const settingsResolver = zodResolver(settingsSchema);
export const accountResolver = zodResolver(profileSchema);
export const changePasswordResolver = zodResolver(changePasswordSchema);
/** The sign-in's rule for a password typed again: 'Please enter your password'. */
export const passwordResolver = zodResolver(signInSchema.pick({ password: true }));
export const twoFactorCodeResolver = zodResolver(twoFactorCodeSchema);
export const sellerResolver = zodResolver(businessSettingsInputSchema);
export const priceResolver = zodResolver(priceChangeInputSchema);
export const availabilityResolver = zodResolver(availabilitySchema);
