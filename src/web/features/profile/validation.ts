/** The profile form's validation, fetched when the form is first focused or checked (lib/lazy-resolver.ts): zod stays off the page's first paint. */
import { profileSchema } from "@core/settings";
import { zodResolver } from "@web/lib/zod-resolver";

export const profileResolver = zodResolver(profileSchema);
