import { defineCatalogue } from "@core/i18n/catalogue";
import bg from "./locales/bg.json";
import en from "./locales/en.json";

/** The two-factor banner's texts in every language: they come with its own chunk, which only an administrator without two-factor sign-in loads. */
export const twoFactorBannerCatalogue = defineCatalogue("twoFactorBanner", { en, bg });
