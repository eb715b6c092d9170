/** The operator's business settings (Settings → Business); schemas in core/business-settings.ts. */
export const businessRoutes = {
  /** The seller, VAT registration, the operator's notification address and what setup still misses. */
  settings: { method: "GET", path: "/api/business/settings", access: "admin" },
  /** Saves them; audited. */
  saveSettings: { method: "PUT", path: "/api/business/settings", access: "admin" },
  /** The price list: each item's current price and its scheduled changes. */
  prices: { method: "GET", path: "/api/business/prices", access: "admin" },
  /** Sets an item's price from a day on (today or later, Europe/Sofia); audited. */
  setPrice: { method: "POST", path: "/api/business/prices", access: "admin" },
} as const;
