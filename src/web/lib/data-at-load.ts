/**
 * The first data an operator's page came with (src/server/http/web-pages.ts, core/dashboard-shell.ts
 * SHELL_AT_LOAD): the API's answer to one GET, which the app's client takes the first time it asks
 * that path (lib/api.ts) instead of asking again. Later asks go to the server.
 */
/** The page's own answer as it came with the page: its script's JSON, parsed on each call (null when it carries none). */
export function readDataAtLoad(): { path: string; data: unknown } | null {
  if (typeof document === "undefined") return null;
  const script = document.getElementById("data-at-load");
  const path = script?.getAttribute("data-path");
  if (!script?.textContent || !path) return null;
  try {
    return { path, data: JSON.parse(script.textContent) as unknown };
  } catch {
    return null;
  }
}
let atLoad = readDataAtLoad();

/** The page's own answer to GET `path`, once; undefined when it carries none (or it was taken). */
export function takeDataAtLoad(path: string): unknown {
  if (!atLoad || atLoad.path !== path) return undefined;
  const { data } = atLoad;
  atLoad = null;
  return data;
}
