import { saidShape } from "./api-error-schema";
import { messageText } from "./i18n/messages/message";
import { emailAddressSchema } from "./email-address";
import { z } from "zod";
import { MAX_TYPED_AMOUNT, PRICE_ITEMS } from "./catalogue";
import { CONTACT_MESSAGES } from "./contact";
import { contract } from "./contract";
import { isCalendarDay } from "./calendar-day";
import { eikValid } from "./invoices";
import { businessRoutes } from "./routes/business";
import { SETUP_FIELDS, type SetupField } from "./setup-fields";

/*
 * The operator's business settings: the seller printed on receipts and invoices, VAT
 * registration, the address the operator's notifications go to, and the price list. Kept in the
 * database and edited in Settings → Business; environment variables only pre-fill them on the
 * first start (docs/decisions/0038-business-settings.md).
 */

export { BUSINESS_MESSAGES } from "./business-messages";
import { BUSINESS_MESSAGES } from "./business-messages";
const M = BUSINESS_MESSAGES;

/** The highest price the list takes: €10,000.00, as for any amount typed on the site. */
const MAX_PRICE = MAX_TYPED_AMOUNT;


const text = (max: number, message: string) => z.string().trim().max(max, message).default("");

export const businessSettingsInputSchema = z
  .strictObject({
    sellerName: text(200, messageText(M.nameTooLong)),
    sellerAddress: text(300, messageText(M.addressTooLong)),
    sellerEik: z
      .string()
      .trim()
      .refine((v) => v === "" || eikValid(v), messageText(M.eikInvalid))
      .default(""),
    vatRegistered: z.boolean().default(false),
    sellerVat: z.string().trim().toUpperCase().max(20, messageText(M.vatMismatch)).default(""),
    operatorEmail: emailAddressSchema({ required: messageText(CONTACT_MESSAGES.emailInvalid), invalid: messageText(CONTACT_MESSAGES.emailInvalid) }),
  })
  .superRefine((v, ctx) => {
    if (!v.vatRegistered) return;
    if (v.sellerVat === "") ctx.addIssue({ code: "custom", message: messageText(M.vatRequired), path: ["sellerVat"] });
    else if (v.sellerVat !== `BG${v.sellerEik}`) ctx.addIssue({ code: "custom", message: messageText(M.vatMismatch), path: ["sellerVat"] });
  });
export type BusinessSettingsInput = z.input<typeof businessSettingsInputSchema>;
export type BusinessSettingsValues = z.output<typeof businessSettingsInputSchema>;

export const businessSettingsSchema = z.object({
  /** The seller, as receipts and invoices print them. */
  sellerName: z.string(), sellerAddress: z.string(), sellerEik: z.string(),
  vatRegistered: z.boolean(),
  sellerVat: z.string(),
  operatorEmail: z.string(),
  /** The seller's details a company invoice still needs (none: invoices are offered at checkout). */
  missing: z.array(z.enum(SETUP_FIELDS)),
});
export type BusinessSettings = z.infer<typeof businessSettingsSchema>;

/** What the seller's details lack for an invoice (an invoice names its supplier, address and UIC). */
export function missingSetup(s: Pick<BusinessSettings, "sellerName" | "sellerAddress" | "sellerEik">): SetupField[] {
  const missing: SetupField[] = [];
  if (!s.sellerName.trim()) missing.push("name");
  if (!s.sellerAddress.trim()) missing.push("address");
  if (!s.sellerEik.trim()) missing.push("eik");
  return missing;
}

/** A price typed in euro ("10.23", "10,23", "10") → minor units; two decimals at most. */
const priceInput = z
  .string(messageText(M.priceFormat))
  .trim()
  .regex(/^\d{1,7}([.,]\d{1,2})?$/, messageText(M.priceFormat))
  .transform((v) => {
    const [whole, fraction = ""] = v.replace(",", ".").split(".");
    return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  })
  .refine((minor) => minor > 0, messageText(M.priceZero))
  .refine((minor) => minor <= MAX_PRICE, messageText(M.priceTooHigh));

export const priceChangeInputSchema = z.strictObject({
  item: z.enum(PRICE_ITEMS),
  price: priceInput,
  /** The Sofia day it takes effect from (at midnight); today takes effect at once. */
  effectiveFrom: z.string(messageText(M.dateInvalid)).regex(/^\d{4}-\d{2}-\d{2}$/, messageText(M.dateInvalid)).refine(isCalendarDay, messageText(M.dateInvalid)),
});
export type PriceChangeInput = z.input<typeof priceChangeInputSchema>;

const priceEntrySchema = z.object({ amount: z.number().int(), effectiveFrom: z.string() });

export const priceTableSchema = z.object({
  /** Euro, minor units. */
  currency: z.literal("EUR"),
  items: z.array(z.object({ item: z.enum(PRICE_ITEMS), current: priceEntrySchema, scheduled: z.array(priceEntrySchema) })),
});
export type PriceTable = z.infer<typeof priceTableSchema>;

export const businessContract = contract(businessRoutes, {
  settings: { response: { 200: businessSettingsSchema } },
  saveSettings: { body: businessSettingsInputSchema, response: { 200: z.object({ ...saidShape, settings: businessSettingsSchema }) } },
  prices: { response: { 200: priceTableSchema } },
  setPrice: { body: priceChangeInputSchema, response: { 201: z.object({ ...saidShape, prices: priceTableSchema }) } },
});
