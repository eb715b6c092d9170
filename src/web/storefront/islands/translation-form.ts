// An island (storefront/islands.ts): a module of its own, so the build names its chunk.
export { TranslationForm as default } from "@web/features/translation/TranslationPage";
