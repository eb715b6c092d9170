// An island (storefront/islands.ts): a module of its own, so the build names its chunk.
export { FloatingCartButton as default } from "@web/components/FloatingCartButton";
