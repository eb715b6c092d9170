import { CURRENCIES } from "@core/money";
import { z } from "zod";
import { api } from "@web/lib/api";

/** The local test gateway's own API (the stand-in for Stripe's hosted checkout). */
const GatewaySession = z.object({
  amountTotal: z.number(),
  currency: z.string().transform((c) => c.toUpperCase()).pipe(z.enum(CURRENCIES)),
  lineItems: z.array(
    z.object({ name: z.string(), description: z.string().nullish(), unitAmount: z.number(), quantity: z.number() }),
  ),
  status: z.string(),
  cancelUrl: z.string(),
});
export type GatewaySession = z.infer<typeof GatewaySession>;

const Redirect = z.object({ redirectUrl: z.string().min(1) });

const base = (id: string) => `/api/test-gateway/sessions/${encodeURIComponent(id)}`;

export const testGateway = {
  session: (id: string, signal?: AbortSignal) => api.get(base(id), { signal, schema: GatewaySession }),
  pay: (id: string, card: { cardNumber: string; expiry: string; cvc: string; name: string }) =>
    api.post(`${base(id)}/pay`, card, { schema: Redirect }),
  cancel: (id: string) => api.post(`${base(id)}/cancel`, {}, { schema: Redirect }),
};

/** A session that can still be paid ("open"); "complete" and "expired" show the closed page. */
export function isOpen(status: string): boolean {
  return status === "open";
}
