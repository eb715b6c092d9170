// An island (storefront/islands.ts): a module of its own, so the build names its chunk.
export { TranslationFormCard as default } from "@web/features/translation/TranslationPage";
