import type { testGatewayContract } from "@core/checkout";
import { testGatewayRoutes } from "@core/routes/test-gateway";
import { client } from "@web/lib/api";

export type { TestGatewaySession as GatewaySession } from "@core/checkout";

/** The local test gateway's own API (the stand-in for Stripe's hosted checkout). */
const testGatewayApi = client<typeof testGatewayContract>(testGatewayRoutes);

export const testGateway = {
  session: (id: string, signal?: AbortSignal) => testGatewayApi.session({ params: { id }, signal }),
  pay: (id: string, card: { cardNumber: string; expiry: string; cvc: string; name: string }) => testGatewayApi.pay({ params: { id }, body: card }),
  cancel: (id: string) => testGatewayApi.cancel({ params: { id } }),
};

/** A session that can still be paid ("open"); "complete" and "expired" show the closed page. */
export function isOpen(status: string): boolean {
  return status === "open";
}
