/** Every prerendered public page (src/core/site-routes.ts) with its heading, in both languages. */
export const PUBLIC_PAGE_HEADINGS: { path: string; en: string; bg: string }[] = [
  { path: "/", en: "Life in Bulgaria, without the paperwork headaches.", bg: "Животът в България — без главоболия с документите." },
  { path: "/about", en: "About Concierge", bg: "За Concierge" },
  { path: "/services", en: "How we can help", bg: "С какво можем да помогнем" },
  { path: "/pricing", en: "Simple, honest pricing", bg: "Прости и честни цени" },
  { path: "/how-it-works", en: "From to-do to done in five steps", bg: "От задача до свършена работа в пет стъпки" },
  { path: "/contact", en: "Contact us", bg: "Свържете се с нас" },
  { path: "/privacy", en: "Privacy Policy", bg: "Политика за поверителност" },
  { path: "/terms", en: "Terms of Service", bg: "Общи условия" },
  { path: "/translation", en: "Understand your Bulgarian document", bg: "Разберете българския си документ" },
];

export const NOT_FOUND_HEADING = { en: "Oops! Page not found", bg: "Страницата не е намерена" };

/** /pricing in Bulgarian is /bg/pricing, / is /bg. */
export const bgPath = (path: string) => (path === "/" ? "/bg" : `/bg${path}`);

/** Every public page in both languages, with its URL and heading. */
export const ALL_PUBLIC_URLS = PUBLIC_PAGE_HEADINGS.flatMap((p) => [
  { url: p.path, lang: "en" as const, heading: p.en },
  { url: bgPath(p.path), lang: "bg" as const, heading: p.bg },
]);
