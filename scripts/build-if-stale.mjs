// Builds the web app (dist/web) and the server (dist/server) only when a source is newer
// than the build, so `npm start` on an unchanged checkout starts at once.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildWeb } from "./build.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const at = (p) => path.join(root, p);

/** Newest modification time (ms) of the files under `paths`; 0 when none exist. */
function newest(paths) {
  let max = 0;
  const visit = (p) => {
    let stat;
    try {
      stat = fs.statSync(p);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(p)) visit(path.join(p, name));
    } else {
      max = Math.max(max, stat.mtimeMs);
    }
  };
  for (const p of paths) visit(at(p));
  return max;
}
/** Modification time of a built file; 0 (stale) when it is missing. */
const builtAt = (file) => (fs.existsSync(at(file)) ? fs.statSync(at(file)).mtimeMs : 0);

const shared = ["src/core", "package.json", "package-lock.json", "tsconfig.json"];
// The prerendered pages are the web build's last step: without them it is unfinished.
export const webIsStale = () =>
  Math.min(builtAt("dist/web/index.html"), builtAt("dist/prerendered")) <
  newest(["src/web", "vite.config.ts", "scripts/build.mjs", "scripts/prerender.mjs", "scripts/app-preloads.mjs", ...shared]);
export const serverIsStale = () => builtAt("dist/server/main.js") < newest(["src/server", "scripts/build-server.mjs", ...shared]);

export async function buildIfStale({ web = true } = {}) {
  if (web && webIsStale()) {
    console.log("Building the web app (dist/web)…");
    buildWeb();
  }
  if (serverIsStale()) {
    console.log("Building the server (dist/server)…");
    const { buildServer } = await import("./build-server.mjs");
    await buildServer();
  }
}

// `node scripts/build-if-stale.mjs [--server-only]`
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildIfStale({ web: !process.argv.includes("--server-only") });
}
