import type { PublicPage } from "@core/site-routes";
import type { ComponentType } from "react";

/** Each prerendered page's component, in its own chunk ("/404": the not-found page). */
export const STOREFRONT_PAGES: Record<PublicPage | "/404", () => Promise<ComponentType>> = {
  "/": () => import("../pages/home/HomePage").then((m) => m.HomePage),
  "/about": () => import("../pages/about/AboutPage").then((m) => m.AboutPage),
  "/services": () => import("../pages/services/ServicesPage").then((m) => m.ServicesPage),
  "/pricing": () => import("../pages/pricing/PricingPage").then((m) => m.PricingPage),
  "/how-it-works": () => import("../pages/how-it-works/HowItWorksPage").then((m) => m.HowItWorksPage),
  "/contact": () => import("../pages/contact/ContactPage").then((m) => m.ContactPage),
  "/privacy": () => import("../pages/legal/PrivacyPage").then((m) => m.PrivacyPage),
  "/terms": () => import("../pages/legal/TermsPage").then((m) => m.TermsPage),
  "/translation": () => import("../features/translation/TranslationPage").then((m) => m.TranslationPage),
  "/404": () => import("../pages/errors/NotFoundPage").then((m) => m.NotFoundPage),
};
