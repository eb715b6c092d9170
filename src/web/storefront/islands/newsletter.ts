// An island (storefront/islands.ts): a module of its own, so the build names its chunk.
export { NewsletterSignup as default } from "@web/features/newsletter/NewsletterSignup";
