/**
 * Translation requests' statuses and filters: apart from core/translation.ts's zod schemas
 * (which re-exports them), so the operator's screens load no zod to list them.
 */

export const TRANSLATION_STATUSES = ["new", "in_progress", "delivered"] as const;
export type TranslationStatus = (typeof TRANSLATION_STATUSES)[number];
export const TRANSLATION_FILTERS = ["all", ...TRANSLATION_STATUSES] as const;
export type TranslationFilter = (typeof TRANSLATION_FILTERS)[number];
export const TRANSLATION_PAGE_SIZE = 20;
