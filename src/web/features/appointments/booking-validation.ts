/**
 * The booking form's validation, fetched when the form is first used (lib/lazy-resolver.ts): zod
 * and the booking schema stay off the page's first render, which a phone spends its time on.
 */
import { bookingRequestSchema } from "@core/appointments";
import { zodResolver } from "@web/lib/zod-resolver";

export const bookingResolver = zodResolver(bookingRequestSchema);
