/**
 * What the seller's details still lack before a company invoice can be offered (core/business-settings.ts):
 * a module of its own, so a page that only names them (the operator's home) carries none of the settings' schemas.
 */
export const SETUP_FIELDS = ["name", "address", "eik"] as const;
export type SetupField = (typeof SETUP_FIELDS)[number];
