// An island (storefront/islands.ts): a module of its own, so the build names its chunk.
export { PriceCards as default } from "@web/pages/pricing/PricingPage";
