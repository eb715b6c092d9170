import { saidShape } from "./api-error-schema";
import { type Message, messageText } from "./i18n/messages/message";
import { z } from "zod";
import { type Cart, type TipState, tipValue } from "./cart";
import {
  HOUR_PACKS,
  type HourPack,
  type ItemKind,
  itemDescription,
  itemName,
  MAX_ITEMS,
  MAX_QUANTITY,
  MAX_TYPED_AMOUNT,
  MIN_CUSTOM_AMOUNT,
  MIN_ORDER_TOTAL,
  type PriceList,
  unitPrice,
} from "./catalogue";
import { siteLanguageSchema } from "./contact";
import { emailAddressSchema } from "./email-address";
import { contract } from "./contract";
import { invoiceRequestSchema } from "./invoices";
import { CURRENCIES, type Currency, SITE_CURRENCY } from "./money";
import { checkoutRoutes } from "./routes/checkout";
import { testGatewayRoutes } from "./routes/test-gateway";
import { TRANSLATION_MESSAGES, TRANSLATION_STATUSES, translationDetailsSchema } from "./translation";
import { MAX_NOTES, CHECKOUT_MESSAGES } from "./checkout-constants";
import { LENGTH_MESSAGES } from "./length-messages";
import { type MoneyLine, moneyLineSchema } from "./money-line-schema";
import { isOneLine, ONE_LINE_MESSAGES } from "./one-line";

/**
 * The checkout request: item kinds, quantities, the custom amount and the
 * tip — never a price or a currency. Objects are strict, so a `price` field is refused
 * rather than silently ignored. All amounts are integer minor units.
 */
export { MAX_NOTES, CHECKOUT_MESSAGES } from "./checkout-constants";

const M = CHECKOUT_MESSAGES;

/** A strict object whose refusal names the unexpected field. */
function strict<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject(shape, {
    error: (iss) => (iss.code === "unrecognized_keys" ? `Unexpected field: ${iss.keys.join(", ")}` : undefined),
  });
}

const quantity = z.number(messageText(M.quantity)).int(messageText(M.quantity)).min(1, messageText(M.quantity)).max(MAX_QUANTITY, messageText(M.quantity));
const one = z.literal(1, messageText(M.onlyOne)).optional();
const amount = (invalid: string, tooHigh: string) =>
  z.number(invalid).int(invalid).min(0, invalid).max(MAX_TYPED_AMOUNT, tooHigh);
const hourPack = z.union(
  HOUR_PACKS.map((h) => z.literal(h)) as [z.ZodLiteral<HourPack>, ...z.ZodLiteral<HourPack>[]],
  messageText(M.hourPack),
);

export const checkoutItemSchema = z.discriminatedUnion(
  "kind",
  [
    strict({ kind: z.literal("hourly"), quantity }),
    strict({ kind: z.literal("daily"), quantity }),
    strict({ kind: z.literal("custom"), amount: amount(messageText(M.customAmount), messageText(M.customTooHigh)).min(MIN_CUSTOM_AMOUNT, messageText(M.customTooLow)), quantity: one }),
    strict({ kind: z.literal("translation"), quantity: one }),
    strict({ kind: z.literal("hours_pack"), hours: hourPack, quantity: one }),
  ],
  { error: (iss) => (iss.code === "invalid_union" ? messageText(M.unknownItem) : undefined) },
);

/**
 * Who to send the receipt to and contact about the order. The email is required for a
 * visitor (the server refuses a visitor's checkout without one, with M.emailRequired); for a
 * signed-in member the server takes the account's email and id from the session instead.
 */
export const customerSchema = strict({
  // One line: the receipt prints it as the buyer.
  name: z.string().trim().max(200, messageText(LENGTH_MESSAGES.name(200))).refine(isOneLine, messageText(ONE_LINE_MESSAGES.field)).optional(),
  email: emailAddressSchema({ required: messageText(M.emailRequired), invalid: messageText(M.emailInvalid) }),
  /** What the help is for; stored on the order and shown to the operator. */
  notes: z.string().trim().max(MAX_NOTES, messageText(M.notesTooLong)).optional(),
});
export type Customer = z.output<typeof customerSchema>;

export const checkoutRequestSchema = strict({
  items: z.array(checkoutItemSchema, messageText(M.empty)).min(1, messageText(M.empty)).max(MAX_ITEMS, messageText(M.tooManyItems)),
  tip: amount(messageText(M.tip), messageText(M.tipTooHigh)).default(0),
  customer: customerSchema.optional(),
  translation: translationDetailsSchema.optional(),
  /** The language the buyer used: a visitor's receipt is written in it (a member's follows the profile). */
  language: siteLanguageSchema,
  /** A business buyer's details for an invoice, issued with the payment. */
  invoice: invoiceRequestSchema.optional(),
}).superRefine((req, ctx) => {
  const kinds = req.items.map((i) => i.kind);
  const translations = kinds.filter((k) => k === "translation").length;
  if (translations > 1) ctx.addIssue({ code: "custom", path: ["items"], message: messageText(M.oneTranslation) });
  if (translations === 1 && !req.translation) {
    ctx.addIssue({ code: "custom", path: ["translation"], message: messageText(TRANSLATION_MESSAGES.required) });
  }
  if (translations === 0 && req.translation) {
    ctx.addIssue({ code: "custom", path: ["translation"], message: messageText(M.translationWithoutItem) });
  }
  if (kinds.includes("hours_pack") && kinds.length > 1) ctx.addIssue({ code: "custom", path: ["items"], message: messageText(M.packAlone) });
});

export type CheckoutItem = z.output<typeof checkoutItemSchema>;
export type CheckoutRequestInput = z.input<typeof checkoutRequestSchema>;
export type CheckoutRequest = z.output<typeof checkoutRequestSchema>;

/** What an order is for: it decides where the provider sends the buyer back and what fulfilment does. */
const ORDER_PURPOSES = ["services", "translation", "hours", "payment_request", "appointment"] as const;
export type OrderPurpose = (typeof ORDER_PURPOSES)[number];
/** pending → paid | failed | expired. Only `paid` is final; a declined card may still be followed by a good one. */
const ORDER_STATUSES = ["pending", "paid", "failed", "expired"] as const;

export type PricedLine = {
  kind: ItemKind | "tip" | "appointment";
  name: string;
  description: string;
  quantity: number;
  unitAmount: number;
  amount: number;
  hours?: HourPack;
  /** What the line is (core/money-lines.ts), so it is named in each reader's language; absent on lines stored before it. */
  line?: MoneyLine;
};

export type PricedOrder = {
  purpose: OrderPurpose;
  currency: Currency;
  lines: PricedLine[];
  subtotal: number;
  tip: number;
  total: number;
  /** Prepaid hours this order buys (0 unless it is an hour pack). */
  hours: number;
};

/** Prices a validated request from `prices` (the server's current list), in euro. */
export function priceOrder(req: CheckoutRequest, prices: PriceList): PricedOrder {
  const currency: Currency = SITE_CURRENCY;
  const lines: PricedLine[] = req.items.map((item) => {
    const q = "quantity" in item && item.quantity !== undefined ? item.quantity : 1;
    const unit = unitPrice(item, prices);
    return {
      kind: item.kind,
      name: itemName(item),
      description: itemDescription(item),
      quantity: q,
      unitAmount: unit,
      amount: unit * q,
      ...(item.kind === "hours_pack" ? { hours: item.hours } : {}),
      line: item.kind === "hours_pack" ? { kind: item.kind, hours: item.hours } : { kind: item.kind },
    };
  });
  const subtotal = lines.reduce((s, l) => s + l.amount, 0);
  if (req.tip > 0) {
    lines.push({ kind: "tip", name: itemName({ kind: "tip" }), description: "Thank you!", quantity: 1, unitAmount: req.tip, amount: req.tip, line: { kind: "tip" } });
  }
  const hours = lines.reduce((s, l) => s + (l.hours ?? 0), 0);
  const purpose: OrderPurpose = hours > 0 ? "hours" : req.items.some((i) => i.kind === "translation") ? "translation" : "services";
  return { purpose, currency, lines, subtotal, tip: req.tip, total: subtotal + req.tip, hours };
}

/** The provider refuses tiny charges; say so before asking it. */
export function minimumTotalError(order: PricedOrder): Message | null {
  return order.total < MIN_ORDER_TOTAL ? M.minimumTotal(order.currency) : null;
}

/** The request the browser sends for its cart and confirmed tip. */
export function toCheckoutItems(cart: Cart): CheckoutItem[] {
  return cart.items.map((i): CheckoutItem => {
    if (i.kind === "custom") return { kind: "custom", amount: i.amount };
    if (i.kind === "hours_pack") return { kind: "hours_pack", hours: i.hours };
    if (i.kind === "translation") return { kind: "translation" };
    return { kind: i.kind, quantity: i.quantity };
  });
}

export function toCheckoutRequest(cart: Cart, tip: TipState): CheckoutRequestInput {
  return { items: toCheckoutItems(cart), tip: tipValue(tip) };
}

/** The provider's session for a new checkout: the browser goes to `url`. */
const checkoutSessionSchema = z.object({ sessionId: z.string(), url: z.string() });
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** A priced order line as stored (PricedLine); `description` and `hours` are absent on some lines. */
const orderLineSchema = z.object({
  kind: z.string(),
  name: z.string(),
  description: z.string().optional(),
  /** The quantity, its unit price and the line's amount (minor units). */
  quantity: z.number(), unitAmount: z.number(), amount: z.number(),
  hours: z.number().optional(),
  /** What the line is, to be named in the reader's language (orderItemName); absent on old lines. */
  line: moneyLineSchema.optional(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/**
 * What the success pages show about a session. A session id is a bearer capability that travels
 * in URLs and receipts: no personal data, no name, no notes, no file name, the email masked
 * (m•••@example.com).
 */
const sessionResultSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  success: z.boolean(),
  ...saidShape,
  order: z.object({
    /** The short reference the receipt and the operator's mail use. */
    ref: z.string(),
    purpose: z.enum(ORDER_PURPOSES),
    /** Where the receipt went, masked. */
    email: z.string().nullable(),
    items: z.array(orderLineSchema),
    subtotal: z.number(),
    tip: z.number(),
    total: z.number(),
    currency: z.enum(CURRENCIES),
    hours: z.number(),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
  }),
  /** A paid translation order's request (its email masked). */
  translationRequest: z.object({ email: z.string().nullable(), status: z.enum(TRANSLATION_STATUSES), createdAt: z.string() }).optional(),
});
export type SessionResult = z.infer<typeof sessionResultSchema>;

export const checkoutContract = contract(checkoutRoutes, {
  create: { body: checkoutRequestSchema, response: { 200: checkoutSessionSchema } },
  session: { params: z.object({ sessionId: z.string().max(300) }), response: { 200: sessionResultSchema } },
});

/* ── The local TEST MODE checkout (the stand-in for Stripe's hosted page) ──────────────── */

const testSessionParamsSchema = z.object({ id: z.string().max(300) });
const testCardSchema = z.strictObject({
  cardNumber: z.string().max(40),
  expiry: z.string().max(10),
  cvc: z.string().max(8),
  name: z.string().max(200),
});
const redirectSchema = z.object({ redirectUrl: z.string() });
/** A test session as the card form shows it; "open" can still be paid, "complete" and "expired" show the closed page. */
const testGatewaySessionSchema = z.object({
  amountTotal: z.number(),
  currency: z.enum(CURRENCIES),
  lineItems: z.array(z.object({ name: z.string(), description: z.string().optional(), unitAmount: z.number(), quantity: z.number() })),
  status: z.enum(["open", "complete", "expired"]),
  paymentStatus: z.enum(["unpaid", "paid", "failed"]),
  cancelUrl: z.string(),
});
export type TestGatewaySession = z.infer<typeof testGatewaySessionSchema>;

export const testGatewayContract = contract(testGatewayRoutes, {
  session: { params: testSessionParamsSchema, response: { 200: testGatewaySessionSchema } },
  pay: { params: testSessionParamsSchema, body: testCardSchema, response: { 200: redirectSchema } },
  cancel: { params: testSessionParamsSchema, response: { 200: redirectSchema } },
});
