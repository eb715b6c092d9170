import type { NotificationKind } from "./settings";

/**
 * What stands in a first frame (core/dashboard-shell.ts) for what only the request knows, apart
 * from the frames' tables so a page that draws one carries none of those.
 */

/** Stand-ins for what only the request knows: private-use characters no text contains. */
export const SHELL_TOKENS = {
  /** The name the screens greet with: profile.fullName || user.name || user.email. */
  name: "\uE001\uE003",
  /** The avatar's letter: the first of user.name (or of the email), upper-case. */
  initial: "\uE001",
  email: "\uE002",
} as const;

/**
 * Stand-ins for the profile's own fields, on the pages that draw them (SHELL_FIELD_PATHS): the
 * inputs' values, and each notification switch's state in its two attributes.
 */
export const SHELL_FIELD_TOKENS = { fullName: "\uE010", phone: "\uE011", address: "\uE012" } as const;
export const SHELL_NOTIFICATION_KINDS = ["email", "taskUpdates", "documentUpdates", "paymentReceipts", "promotions"] as const satisfies readonly NotificationKind[];
/** Per switch: `state` stands in `data-state` (checked/unchecked), `checked` in `aria-checked` (true/false). */
export const SHELL_SWITCH_TOKENS: Record<NotificationKind, { state: string; checked: string }> = {
  email: { state: "\uE020", checked: "\uE021" },
  taskUpdates: { state: "\uE022", checked: "\uE023" },
  documentUpdates: { state: "\uE024", checked: "\uE025" },
  paymentReceipts: { state: "\uE026", checked: "\uE027" },
  promotions: { state: "\uE028", checked: "\uE029" },
};


/**
 * The attribute that marks each field of the "Finish setting up" card's list in the operator's
 * home's frame: the build draws all of them, the server removes the ones the business has set
 * (server/http/web-pages.ts).
 */
export const SETUP_FIELD_ITEM = "data-setup-field";
