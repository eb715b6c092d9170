import { BUSINESS } from "@core/business";
import type { PriceList } from "@core/catalogue";
import { type Currency, formatMoney } from "@core/money";
import { localizedPath, type PublicPage } from "@core/site-routes";
import { type Locale, LOCALES } from "@core/locale";

/** Written where the site's public address goes; the server puts PUBLIC_URL there when it loads the page. */
export const ORIGIN = "%PUBLIC_URL%";

const OG_LOCALE: Record<Locale, string> = { en: "en_GB", bg: "bg_BG" };

const escapeHtml = (s: string) => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** Structured data for search engines (home and contact): who we are, where, when open, what it costs. */
export function localBusiness(currency: Currency, prices: PriceList, locale: Locale) {
  const from = formatMoney(prices.hourly, currency, "en-GB");
  const to = formatMoney(prices.daily, currency, "en-GB");
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    name: BUSINESS.name,
    description: BUSINESS.tagline,
    url: `${ORIGIN}${localizedPath("/", locale)}`,
    image: `${ORIGIN}/og-image.png`,
    logo: `${ORIGIN}/apple-touch-icon.png`,
    email: BUSINESS.email,
    telephone: BUSINESS.phone.replaceAll(" ", ""),
    address: { "@type": "PostalAddress", addressLocality: "Sofia", addressCountry: "BG" },
    areaServed: "BG",
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:00",
        closes: "18:00",
      },
    ],
    priceRange: `${from}–${to}`,
    currenciesAccepted: currency,
    knowsLanguage: ["en", "bg"],
  };
}

/**
 * The <head> tags of a prerendered page: canonical URL, the other language (hreflang), Open
 * Graph and Twitter card with the preview image, and on home and contact the LocalBusiness data.
 */
export function headTags(opts: { page: PublicPage | "/404"; locale: Locale; title: string; description: string; currency: Currency; prices: PriceList }): string {
  const { page, locale, title, description } = opts;
  const url = page === "/404" ? undefined : `${ORIGIN}${localizedPath(page, locale)}`;
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${BUSINESS.name}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[locale]}" />`,
    ...LOCALES.filter((l) => l !== locale).map((l) => `<meta property="og:locale:alternate" content="${OG_LOCALE[l]}" />`),
    `<meta property="og:image" content="${ORIGIN}/og-image.png" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta property="og:image:alt" content="${escapeHtml(BUSINESS.tagline)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
    `<meta name="twitter:image" content="${ORIGIN}/og-image.png" />`,
  ];
  if (url && page !== "/404") {
    tags.push(`<link rel="canonical" href="${url}" />`, `<meta property="og:url" content="${url}" />`);
    for (const l of LOCALES) tags.push(`<link rel="alternate" hreflang="${l}" href="${ORIGIN}${localizedPath(page, l)}" />`);
    tags.push(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}${localizedPath(page, "en")}" />`);
  } else {
    tags.push(`<meta name="robots" content="noindex" />`);
  }
  if (page === "/" || page === "/contact") {
    // Escaped so no text in it can close the script element.
    const json = JSON.stringify(localBusiness(opts.currency, opts.prices, locale)).replaceAll("<", "\\u003c");
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return tags.join("\n    ");
}
