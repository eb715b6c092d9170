import { messageText } from "@core/i18n/messages/message";
import type { CheckoutRequestInput, CheckoutSession, checkoutContract, SessionResult } from "@core/checkout";
import { CHECKOUT_MESSAGES } from "@core/checkout-constants";
import { checkoutRoutes } from "@core/routes/checkout";
import { client, isApiError } from "./api";

export { useBackFromPayment } from "./back-from-payment";

/**
 * The browser's side of paying (shared by the cart checkout, translation orders and
 * prepaid hours): create a provider session on our server, remember its id, go to the
 * provider's page, and later ask our server how the session ended.
 */

/** The session id is stored locally, then the browser leaves after 1 second. */
export const PENDING_SESSION_KEY = "concierge-checkout-session";
export const PAYMENT_REDIRECT_MS = 1000;

export type { OrderLine, SessionResult } from "@core/checkout";

const checkoutApi = client<typeof checkoutContract>(checkoutRoutes);

export function createCheckoutSession(body: CheckoutRequestInput): Promise<CheckoutSession> {
  return checkoutApi.create({ body });
}

/** Remembers the session, then leaves for the payment page after the product's 1 s. Returns a canceller. */
export function redirectToPayment(session: { sessionId: string; url: string }): () => void {
  rememberSession(session.sessionId);
  const timer = window.setTimeout(() => window.location.assign(session.url), PAYMENT_REDIRECT_MS);
  return () => window.clearTimeout(timer);
}

/**
 * Leaves after the same 1 s for a pay link of our server, which opens the provider's session
 * only then (a held appointment): no session id is known yet, so none is remembered; the
 * provider's return still names it (`session_id`). Returns a canceller.
 */
export function redirectToPayLink(url: string): () => void {
  const timer = window.setTimeout(() => window.location.assign(url), PAYMENT_REDIRECT_MS);
  return () => window.clearTimeout(timer);
}

export function rememberSession(sessionId: string): void {
  try {
    localStorage.setItem(PENDING_SESSION_KEY, sessionId);
  } catch {
    // Storage disabled: the success page then cannot tell this browser's order from another.
  }
}

export function rememberedSession(): string | null {
  try {
    return localStorage.getItem(PENDING_SESSION_KEY);
  } catch {
    return null;
  }
}

export function forgetSession(sessionId: string): void {
  try {
    if (localStorage.getItem(PENDING_SESSION_KEY) === sessionId) localStorage.removeItem(PENDING_SESSION_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

/**
 * The product's checkout failure texts for an error from createCheckoutSession:
 * the provider failing → 'Failed to create checkout session'; a refusal → 'Payment
 * processing failed' with the server's reason; anything else → 'Failed to process payment'.
 */
export function checkoutFailure(err: unknown): { title: string; description?: string } {
  if (!isApiError(err)) return { title: messageText(CHECKOUT_MESSAGES.paymentFailed) };
  if (err.code === "payment_provider_error") return { title: messageText(CHECKOUT_MESSAGES.sessionFailed) };
  if (err.isClientError) return { title: messageText(CHECKOUT_MESSAGES.processingFailed), description: err.message };
  return { title: messageText(CHECKOUT_MESSAGES.paymentFailed), description: err.status === 0 ? err.message : undefined };
}

/** How the session ended: our server asks the provider when its webhook is late. */
export function fetchSessionResult(sessionId: string, signal?: AbortSignal): Promise<SessionResult> {
  return checkoutApi.session({ params: { sessionId }, signal });
}
