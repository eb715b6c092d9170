import { saidShape } from "./api-error-schema";
import { messageGroup, messageText } from "./i18n/messages/message";
import { z } from "zod";
import { LENGTH_MESSAGES } from "./length-messages";
import { hasControl, isOneLine, ONE_LINE_MESSAGES } from "./one-line";

/**
 * Invoices: a customer asks for one for a payment, with their
 * company's details; it gets the next number of the one invoice series (10 digits, as a
 * Bulgarian invoice's number must have), the seller's details from the site's settings.
 */
export const INVOICE_MESSAGES = {
  ...messageGroup("invoice", ["companyRequired", "addressRequired", "addressLines", "invalidEik", "invalidVat", "issued", "exists", "sellerMissing"]),
  /** What a customer is told when no company invoice can be issued: nothing about the business's setup. */
  ...messageGroup("invoice", ["unavailable", "notFound", "refunded"]),
} as const;

/**
 * UIC (EIK) / BULSTAT check digits (9 digits, or 13 for a branch): weights 1–8 (then 3–10) modulo 11
 * for the ninth digit, 2 7 3 5 (then 4 9 5 7) for the thirteenth; a remainder of 10 twice is 0.
 */
export function eikValid(eik: string): boolean {
  if (!/^(\d{9}|\d{13})$/.test(eik) || /^0+$/.test(eik)) return false;
  const d = [...eik].map(Number);
  const check = (digits: number[], first: number[], second: number[]) => {
    let r = digits.reduce((sum, x, i) => sum + x * first[i]!, 0) % 11;
    if (r === 10) r = digits.reduce((sum, x, i) => sum + x * second[i]!, 0) % 11;
    return r === 10 ? 0 : r;
  };
  if (check(d.slice(0, 8), [1, 2, 3, 4, 5, 6, 7, 8], [3, 4, 5, 6, 7, 8, 9, 10]) !== d[8]) return false;
  return d.length === 9 || check(d.slice(8, 12), [2, 7, 3, 5], [4, 9, 5, 7]) === d[12];
}

/** An invoice's address: a few lines (street, district, town), each printed as a line of its own. */
const ADDRESS_LINES = 3;
const ADDRESS_LINE_MAX = 150;

/** The lines of a buyer's address as the invoice prints them: split at line breaks, trimmed, empty ones left out. */
export const invoiceAddressLines = (address: string) =>
  address
    .split(/\r\n|\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The buyer's details are printed on an official document: each is one line (the address a few),
 * so none can add a line of its own ("Seller: …", "Total: …") to the invoice.
 */
export const invoiceRequestSchema = z.strictObject({
  companyName: z.string(messageText(INVOICE_MESSAGES.companyRequired)).trim().min(1, messageText(INVOICE_MESSAGES.companyRequired)).max(200, messageText(LENGTH_MESSAGES.name(200))).refine(isOneLine, messageText(ONE_LINE_MESSAGES.field)),
  address: z
    .string(messageText(INVOICE_MESSAGES.addressRequired))
    .trim()
    .min(1, messageText(INVOICE_MESSAGES.addressRequired))
    .max(300, messageText(LENGTH_MESSAGES.address(300)))
    .refine((a) => {
      const lines = invoiceAddressLines(a);
      return lines.length <= ADDRESS_LINES && lines.every((line) => line.length <= ADDRESS_LINE_MAX && !hasControl(line));
    }, messageText(INVOICE_MESSAGES.addressLines))
    .transform((a) => invoiceAddressLines(a).join("\n")),
  eik: z.string(messageText(INVOICE_MESSAGES.invalidEik)).trim().refine(eikValid, messageText(INVOICE_MESSAGES.invalidEik)),
  /** Only a VAT-registered buyer has one: BG and its EIK (9 digits) or personal number (10). */
  vatNumber: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase().replace(/\s/g, ""))
    .refine((v) => v === "" || /^BG\d{9,10}$/.test(v), messageText(INVOICE_MESSAGES.invalidVat))
    .optional(),
});
export type InvoiceRequest = z.input<typeof invoiceRequestSchema>;
/** The buyer's details as checked (trimmed, the VAT number upper-cased): what an invoice prints. */
export type InvoiceBuyer = z.output<typeof invoiceRequestSchema>;

export const invoiceSchema = z.object({
  number: z.string(),
  issuedAt: z.string(),
  /** The buyer, as printed. */
  companyName: z.string(), eik: z.string(), vatNumber: z.string().nullable(), address: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoiceIssuedSchema = z.object({ ...saidShape, invoice: invoiceSchema });
