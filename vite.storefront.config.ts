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
    alias: {
      "@core": fromRoot("./src/core"),
      "@web": fromRoot("./src/web"),
    },
  },
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
