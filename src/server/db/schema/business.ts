import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import type { PriceItem } from "../../../core/catalogue";
import { userRef } from "./auth";
import { createdAt, ts, uuidId } from "./columns";

/**
 * The operator's business settings, one row: the seller on receipts and invoices, VAT
 * registration and the address the operator's notifications go to. Written on the first start
 * from SELLER_* and OPERATOR_EMAIL, then only from Settings → Business.
 */
export const businessSettings = pgTable(
  "business_settings",
  {
    id: integer("id").primaryKey().default(1),
    sellerName: text("seller_name").notNull().default(""),
    sellerAddress: text("seller_address").notNull().default(""),
    sellerEik: text("seller_eik").notNull().default(""),
    vatRegistered: boolean("vat_registered").notNull().default(false),
    sellerVat: text("seller_vat").notNull().default(""),
    operatorEmail: text("operator_email").notNull(),
    updatedBy: userRef("updated_by"),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [check("business_settings_one_row", sql`${t.id} = 1`)],
);

/**
 * The price list's history: a row per price set, in euro minor units, effective from a moment
 * on. An item's price at a moment is its latest row effective by then; rows are never changed,
 * so a past price stays readable (an order line keeps its own amount in any case).
 */
export const prices = pgTable(
  "prices",
  {
    id: uuidId(),
    item: text("item").$type<PriceItem>().notNull(),
    amount: integer("amount").notNull(),
    effectiveFrom: ts("effective_from").notNull(),
    createdBy: userRef("created_by"),
    createdAt: createdAt(),
  },
  (t) => [index("prices_item_effective_idx").on(t.item, t.effectiveFrom), check("prices_amount_positive", sql`${t.amount} > 0`)],
);
