// An island (storefront/islands.ts): a module of its own, so the build names its chunk.
export { LazyContactForm as default } from "@web/features/contact/LazyContactForm";
