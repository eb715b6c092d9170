// `npm run build`, and the stale-build check of `npm start` (scripts/build-if-stale.mjs): the
// one list of build steps. The web app and the storefront are one Vite build with two entries;
// then the storefront's server renderer, the prerendered public pages, and the compiled server.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildServer } from "./build-server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const vite = [path.join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"];

/**
 * dist/web (the app and the storefront), dist/ssr (the renderer), dist/web/pages (the prerendered
 * pages), and the app's first-page preloads in dist/web/index.html (scripts/app-preloads.mjs).
 */
export function buildWeb() {
  const steps = [vite, [...vite, "--ssr", "storefront/server.tsx"], [path.join(root, "scripts/prerender.mjs")], [path.join(root, "scripts/app-preloads.mjs")]];
  for (const args of steps) {
    const step = spawnSync(process.execPath, args, { cwd: root, stdio: "inherit" });
    if (step.status !== 0) process.exit(step.status ?? 1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildWeb();
  await buildServer();
}
