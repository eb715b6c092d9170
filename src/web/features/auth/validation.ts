/** The sign-in screens' validation, fetched when a form is first checked (lib/lazy-resolver.ts): zod stays off their first paint. */
import { resetRequestSchema, signInSchema, signUpSchema } from "@core/auth";
import { zodResolver } from "@web/lib/zod-resolver";

export const signInResolver = zodResolver(signInSchema);
export const signUpResolver = zodResolver(signUpSchema);
export { resetRequestSchema };
