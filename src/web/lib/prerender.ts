/**
 * Whether the first render must match HTML rendered without a browser: on the server (the
 * build's prerender), and in the browser while hydrating a prerendered page (the server marks
 * its <html data-prerendered>). Providers then start from what the server saw (no stored
 * cart, system theme) and read the browser's storage in an effect, so hydration never
 * mismatches.
 */
export function rendersLikeServer(): boolean {
  return typeof document === "undefined" || document.documentElement.hasAttribute("data-prerendered");
}
