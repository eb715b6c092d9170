// An island (storefront/islands.ts): a module of its own, so the build names its chunk.
export { HeaderControls as default } from "@web/layouts/HeaderControls";
