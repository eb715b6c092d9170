import { eq } from "drizzle-orm";
import { localizeLink } from "../../../core/i18n/language-rule";
import { maskEmail } from "../../../core/masked-email";
import { inEur, SITE_CURRENCY } from "../../../core/money";
import { RECEIVABLE_MESSAGES, receivablesContract } from "../../../core/receivables";
import { user } from "../../db/schema";
import { notFound } from "../../http/errors";
import { clientKey, type Rule } from "../../http/rate-limit";
import { declareRoutes } from "../../http/route";
import type { AppInstance } from "../../http/types";
import { memberMailLang } from "../../mail/language";
import { payableRequestOf, payLinkRequestOf } from "./pay-links";
import { SESSION_ID_PLACEHOLDER } from "./gateway";
import { requestCheckout } from "./request-checkout";

/** Per address: a person opens their link a few times; a script guessing tokens is slowed (and finds nothing: 256 bits). */
const PAY_LINK_RATE: Rule = { max: 60, windowMs: 60_000 };

/**
 * Pay links (docs/decisions/0022-receivables-and-pay-links.md): the token in a request's email opens that request's checkout
 * without signing in, and nothing else — no session, no account data beyond the bill. Only an
 * open request's link opens a checkout; a paid or cancelled one's says so (and when); an
 * unknown, altered or expired token is a 404.
 */
export async function payLinkRoutes(app: AppInstance) {
  const route = declareRoutes(app);
  const { db, clock, config } = app.deps;
  const checkout = requestCheckout(app);
  const payable = async (token: string) => (await payableRequestOf(db, token, clock.now())) ?? notFound(RECEIVABLE_MESSAGES.payLinkNotFound);

  route.from(receivablesContract.payLink, { onRequest: async (req) => app.rateLimiter.hit("pay-link", clientKey(req), PAY_LINK_RATE) }, async (req, reply) => {
    reply.header("Cache-Control", "no-store");
    const found = (await payLinkRequestOf(db, req.params.token, clock.now())) ?? notFound(RECEIVABLE_MESSAGES.payLinkNotFound);
    const r = found.request;
    const bill = { amount: r.amount, currency: r.currency, description: r.description, seller: app.business.seller().name };
    // A settled bill says what became of it rather than "not valid": the payer who comes back
    // sees it was paid (and where the receipt went, masked), or that the seller cancelled it.
    if (r.status === "paid") return { status: "paid" as const, ...bill, paidAt: r.paidAt?.toISOString() ?? null, receiptTo: maskEmail(found.receiptTo) };
    if (r.status === "cancelled") return { status: "cancelled" as const, ...bill, cancelledAt: r.cancelledAt?.toISOString() ?? null };
    // An open bill is paid in euro: one still in BGN shows what its checkout will charge (docs/decisions/0033-euro.md).
    return { status: "open" as const, ...bill, amount: inEur(r.amount, r.currency), currency: SITE_CURRENCY, dueAt: r.dueAt.toISOString() };
  });

  route.from(receivablesContract.payLinkCheckout, { onRequest: async (req) => app.rateLimiter.hit("pay-link", clientKey(req), PAY_LINK_RATE) }, async (req) => {
    const r = await payable(req.params.token);
    const [client] = await db.select({ email: user.email }).from(user).where(eq(user.id, r.userId));
    if (!client) return notFound(RECEIVABLE_MESSAGES.payLinkNotFound);
    const lang = await memberMailLang(db, r.userId);
    // The public result page (no sign-in); the session id is filled in by the provider, after the language.
    const success = `${config.publicUrl}/checkout/success?${lang === "bg" ? "lang=bg&" : ""}session_id=${SESSION_ID_PLACEHOLDER}`;
    return checkout.open(r, { email: client.email, lang, successUrl: success, cancelUrl: localizeLink(`${config.publicUrl}/`, lang) }, req.log);
  });
}
