import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { compiledCatalogues } from "./scripts/catalogues.mjs";

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes a .br and a .gz twin next to every built text file worth compressing, at the
 * highest levels (done once, at build time), for @fastify/static's `preCompressed`.
 */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "concierge-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await fs.readdir(outDir, { recursive: true })).map((f) => path.join(outDir, f));
      await Promise.all(
        files
          .filter((f) => /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/.test(f))
          .map(async (file) => {
            const data = await fs.readFile(file);
            if (data.length < 1024) return;
            const [br, gz] = await Promise.all([
              brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
              gzip(data, { level: 9 }),
            ]);
            await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
          }),
      );
    },
  };
}

/**
 * The web app lives in src/web and is built into dist/web, which the API server serves
 * (one process in production). One build, two entries: the app (index.html, main.tsx) and the
 * prerendered public pages' islands (storefront/main.tsx), so React is one hashed chunk a
 * visitor downloads once, whichever page comes first. `--ssr storefront/server.tsx` builds the
 * renderer scripts/prerender.mjs writes the public pages with (dist/ssr).
 * In development Vite serves the app on :5173 and hands /api and /dev (the local mailbox)
 * to the API server on :3000.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  root: "src/web",
  plugins: [compiledCatalogues(), react(), tailwindcss(), ...(isSsrBuild ? [] : [precompress()])],
  resolve: {
    alias: {
      "@core": fromRoot("./src/core"),
      "@web": fromRoot("./src/web"),
      // React Router 7's package points every build at its development bundle (its dev warnings
      // on, remix-run/react-router#12532); a build takes the production one beside it.
      ...(command === "build" ? { "react-router": fromRoot("./node_modules/react-router/dist/production/index.mjs") } : {}),
    },
  },
  build: isSsrBuild
    ? { outDir: "../../dist/ssr", emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: "../../dist/web",
        emptyOutDir: true,
        // The chunk graph: the prerender and the size check read it (scripts/prerender.mjs moves it out of dist/web).
        manifest: true,
        rolldownOptions: {
          input: { index: fromRoot("./src/web/index.html"), storefront: fromRoot("./src/web/storefront/main.tsx") },
          // The storefront's entry exports nothing: no facade chunk for it.
          preserveEntrySignatures: false,
          // Few requests: each costs a round trip on a phone's connection, and a dashboard page was
          // 80 files. Small chunks shared by several screens are copied into them instead — up to
          // 12 KiB: at 16 KiB the member's home and its layout, always loaded together, each carried
          // its own copy of the same modules (nav icons, button, badge): 149.4 KiB in 14 files
          // against 150.0 KiB in 12 (scripts/check-js-size.mjs).
          output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 12 * 1024 } } },
        },
      },
  server: {
    port: 5173,
    proxy: {
      "/api": `http://localhost:${process.env.PORT ?? 3000}`,
      "^/dev(/|$)": `http://localhost:${process.env.PORT ?? 3000}`,
    },
  },
}));
