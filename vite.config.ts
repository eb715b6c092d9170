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
 * index.html preloads the chunks the app's entry imports as it starts (main.tsx: the app, in a
 * task after the entry's), with everything they import, as Vite preloads the entry's own
 * imports: they download together, and the framed pages and the size check (web-pages.ts,
 * check-js-size.mjs) read what the app loads from these links. What those chunks import only
 * dynamically is not listed: Bulgarian's chunk (fetched-bg) comes only for a Bulgarian page.
 */
export function preloadBootChunks(): Plugin {
  return {
    name: "concierge-preload-boot-chunks",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const { bundle, chunk } = ctx;
        if (!bundle || !chunk) return html;
        const files = new Set<string>();
        const add = (file: string) => {
          const output = bundle[file];
          if (files.has(file) || output?.type !== "chunk") return;
          files.add(file);
          for (const dep of output.imports) add(dep);
        };
        for (const file of chunk.dynamicImports) add(file);
        const listed = new Set([...html.matchAll(/href="\/([^"]+\.js)"/g)].map((m) => m[1]));
        return [...files]
          .filter((file) => file !== chunk.fileName && !listed.has(file))
          .map((file) => ({ tag: "link", attrs: { rel: "modulepreload", crossorigin: true, href: `/${file}` }, injectTo: "head" as const }));
      },
    },
  };
}

/** Per chunk, every chunk it imports statically, however deep: all of them are loaded whenever it runs. */
const loadedWith = new Map<string, Set<string>>();

/**
 * Reads the bundle's static imports into `loadedWith` before Vite writes each dynamic import's
 * list of chunks to preload: a chunk the importing chunk already loaded need not be named again
 * (modulePreload.resolveDependencies below). Every page's list named the app's shared chunks,
 * on the first page's scripts too.
 */
export function recordStaticImports(): Plugin {
  return {
    name: "concierge-record-static-imports",
    apply: "build",
    generateBundle: {
      order: "pre",
      handler(_, bundle) {
        loadedWith.clear();
        const visit = (file: string, into: Set<string>) => {
          const output = bundle[file];
          if (output?.type !== "chunk") return;
          for (const dep of output.imports) {
            if (into.has(dep)) continue;
            into.add(dep);
            visit(dep, into);
          }
        };
        for (const file of Object.keys(bundle)) {
          const into = new Set<string>();
          visit(file, into);
          loadedWith.set(file, into);
        }
      },
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
  plugins: [compiledCatalogues(), react(), tailwindcss(), ...(isSsrBuild ? [] : [precompress(), preloadBootChunks(), recordStaticImports()])],
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
        modulePreload: {
          // No polyfill in the entry: every browser the site serves but Safari 16 preloads modules
          // itself, and one that does not fetches each chunk as it is imported, a little later.
          polyfill: false,
          // The app's own chunks are preloaded by index.html already (preloadBootChunks): the entry
          // need not name them again when it imports the app. Nor does a chunk name those it has
          // loaded itself (recordStaticImports).
          resolveDependencies: (file, deps, { hostId, hostType }) => {
            if (/\/start-app-[^/]+\.js$/.test(`/${file}`)) return [];
            const loaded = hostType === "js" ? loadedWith.get(hostId) : undefined;
            const kept = loaded ? deps.filter((dep) => !loaded.has(dep)) : deps;
            // Only the imported chunk itself: the import fetches it, no list needed.
            return kept.length === 1 && kept[0] === file ? [] : kept;
          },
        },
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
