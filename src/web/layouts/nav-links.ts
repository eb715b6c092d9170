import type { ChromeNavKey } from "@web/i18n/chrome/catalogue";

type NavLinkDef = { to: string; label: ChromeNavKey; end?: boolean };

/** Header navigation, in the product's order. The drawer shows the same links. */
export const HEADER_LINKS: readonly NavLinkDef[] = [
  { to: "/", label: "home", end: true },
  { to: "/about", label: "about" },
  { to: "/how-it-works", label: "howItWorks" },
  { to: "/services", label: "services" },
  { to: "/pricing", label: "pricing" },
  { to: "/contact", label: "contact" },
  { to: "/member-login", label: "membersArea" },
];
