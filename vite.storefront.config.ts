import path from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { precompress } from "./vite.config.ts";

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Modules the prerendered public pages get in place of the app's (src/web/storefront): the
 * router, the query-backed site settings, and the toaster, each far heavier than a whole
 * HTML page needs. A stand-in itself imports the original.
 */
const STAND_INS: Record<string, string> = {
  "react-router": fromRoot("./src/web/storefront/router.tsx"),
  [fromRoot("./src/web/lib/site-config.ts")]: fromRoot("./src/web/storefront/site-config.tsx"),
  [fromRoot("./src/web/ui/toast.tsx")]: fromRoot("./src/web/storefront/toaster.tsx"),
  [fromRoot("./src/web/ui/toaster.tsx")]: fromRoot("./src/web/storefront/toaster.tsx"),
};
const standInFiles = new Set(Object.values(STAND_INS));

function standIns(): Plugin {
  return {
    name: "concierge-storefront-stand-ins",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!importer || standInFiles.has(importer)) return null;
      if (STAND_INS[source]) return STAND_INS[source];
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const target = resolved && STAND_INS[path.normalize(resolved.id)];
      return target ?? resolved;
    },
  };
}

/*
 * PREACT. The storefront runs on preact/compat, not React: the same components, 45 KiB of
 * script on the home page where React's runtime alone is ~69 KiB (issue 11: at most 80 KiB).
 * Preact hydrates a tree in one task, so the page hydrates in parts (ui/hydrate-in-turn.tsx),
 * one task each. The app's screens (checkout, sign-in, the members' area) stay on React.
 */

/**
 * The storefront's bundle: the script of the prerendered public pages (src/web/storefront/main.tsx),
 * built after the app into the same dist/web/assets, and, with `--ssr storefront/server.tsx`,
 * the renderer scripts/prerender.mjs writes the pages with (dist/ssr). The stylesheet is the
 * app's (the prerender puts it in the page).
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: "src/web",
  plugins: [standIns(), react(), tailwindcss(), ...(isSsrBuild ? [] : [precompress()])],
  resolve: {
    alias: [
      { find: "@core", replacement: fromRoot("./src/core") },
      { find: "@web", replacement: fromRoot("./src/web") },
      // Preact in React's place, for this bundle and its renderer only (see PREACT above).
      { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
      { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
      { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
      { find: /^react-dom$/, replacement: "preact/compat" },
      { find: /^react$/, replacement: "preact/compat" },
    ],
  },
  // The renderer bundles its packages too, so that they render with Preact, as in the browser.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: "../../dist/ssr", emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: "../../dist/web",
        emptyOutDir: false,
        copyPublicDir: false,
        manifest: "storefront-manifest.json",
        rolldownOptions: {
          input: fromRoot("./src/web/storefront/main.tsx"),
          preserveEntrySignatures: false,
          // Few requests: on a phone's connection each costs a round trip. Small chunks shared
          // by several pages are copied into them instead of fetched on their own.
          output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 48 * 1024 } } },
        },
      },
}));
