/**
 * The browser and system of a user agent ("Firefox", "Windows"), by a few substring checks (no parser library, no
 * lookup service). Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
 * A browser's version is left out, so an update is not a new device. What is not recognised is null.
 */
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/Android/, "Android"],
  [/iPhone|iPod/, "iPhone"],
  [/iPad/, "iPad"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

const first = (list: [RegExp, string][], ua: string) => list.find(([re]) => re.test(ua))?.[1];

export type BrowserInfo = { browser: string | null; system: string | null };

export function browserInfo(userAgent: string | null | undefined): BrowserInfo {
  const ua = userAgent ?? "";
  return { browser: first(BROWSERS, ua) ?? null, system: first(SYSTEMS, ua) ?? null };
}

/** What identifies a device for "new sign-in": browser family and system ("Firefox/Windows"). */
export const deviceKey = ({ browser, system }: BrowserInfo) => `${browser ?? "?"}/${system ?? "?"}`;
