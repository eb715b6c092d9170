/** Business facts the storefront copy is written from. */
export const BUSINESS = {
  name: "Concierge",
  tagline: "A personal concierge that helps expats and digital nomads get things done in Bulgaria.",
  email: "hello@concierge.bg",
  phone: "+359 88 123 4567",
  city: "Sofia, Bulgaria",
  workingHours: "Monday–Friday, 9:00–18:00 EET",
  weekends: "Weekends by arrangement",
  supportReplyHours: 24,
  translationTurnaround: "24–48 hours",
  documentRetentionDays: 30,
  translationPagesIncluded: 2,
  translationWordsIncluded: 750,
} as const;
