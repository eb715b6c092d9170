// Compiles the server into plain JavaScript: dist/server/main.js (the server: a small entry that
// turns on Node's compile cache and loads dist/server/server.js) and
// dist/server/admin.js (the admin CLI), plus dist/server/openapi.js (prints the API description
// for scripts/lint-openapi.mjs), one ESM bundle each of our own code; npm packages
// stay imports from node_modules. The SQL migrations are copied next to them, where
// src/server/db/client.ts looks for them (a folder "migrations" beside the module).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { CATALOGUE_FILE, compileCatalogue } from "./catalogues.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outdir = path.join(root, "dist/server");

/**
 * The emails' message catalogues (src/server/mail/templates/locales/<lang>.json) compiled as the
 * web's are (scripts/catalogues.mjs): in production Lingui has no ICU compiler, so a source
 * message would be sent as it is written, "{name}" and all.
 */
const compiledCatalogues = {
  name: "concierge-compiled-catalogues",
  setup(b) {
    b.onLoad({ filter: CATALOGUE_FILE }, async (args) => ({ contents: compileCatalogue(await fs.promises.readFile(args.path, "utf8")), loader: "json" }));
  },
};

/**
 * The pure-JavaScript ES-module packages the server loads at every start, compiled into the
 * bundle: Node resolves each file of an external package on its own (a package.json lookup per
 * file), and these are about 900 files, most of a cold start's CPU; bundled, they are one file each
 * chunk and esbuild drops what is never used (better-auth's Kysely adapter, for one). Everything
 * else stays an import from node_modules: native addons, packages that read their own files
 * (fonts, WebAssembly, static assets), CommonJS, and what loads only on demand.
 */
const BUNDLED = /^(better-auth|@better-auth\/[^/]+|better-call|kysely|zod|drizzle-orm|jose|@noble\/(hashes|ciphers)|@better-fetch\/fetch|rou3|defu|fastify-type-provider-zod|@fastify\/swagger|yaml|json-schema-resolver|prom-client|tdigest|bintrees|@lingui\/core)(\/|$)/;
/**
 * Better Auth loads the OpenTelemetry API on its first call, whether or not anything traces:
 * 44 files at every start. In the compiled server its import reads the API that
 * src/server/telemetry/tracing.ts hands over when OTEL_EXPORTER_OTLP_ENDPOINT is set, and
 * fails otherwise (Better Auth then uses its own no-op, as when the package is missing).
 */
const OTEL_API_HANDOVER = `const api = globalThis[Symbol.for("concierge.opentelemetry-api")];
if (!api) throw new Error("tracing is off");
export const trace = api.trace;
export const context = api.context;
export const SpanStatusCode = api.SpanStatusCode;
export const SpanKind = api.SpanKind;
export default api;`;

/**
 * prom-client requires the OpenTelemetry API at load for exemplars, which the server never
 * turns on: it gets the API on first use instead.
 */
const OTEL_API_ON_USE = `let api;
module.exports = new Proxy({}, { get: (_, key) => (api ??= require("@opentelemetry/api"))[key] });`;

/**
 * Lingui's runtime imports its ICU compiler (with @messageformat/parser and moo, ~4 MB of
 * memory) to compile a catalogue message written as text; the server's catalogues are compiled
 * by the build (compiledCatalogues), so it is loaded only if one ever is not.
 */
const COMPILE_ON_USE = `let compile;
export function compileMessage(message, options) {
  compile ??= require("@lingui/message-utils/compileMessage").compileMessage;
  return compile(message, options);
}`;

const externalPackages = {
  name: "concierge-external-packages",
  setup(b) {
    b.onResolve({ filter: /^@opentelemetry\/api$/ }, (args) =>
      /node_modules\/prom-client\//.test(args.importer) ? { path: "opentelemetry-api-on-use", namespace: "concierge-otel-on-use" } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: "concierge-otel-on-use" }, () => ({ contents: OTEL_API_ON_USE, loader: "js" }));
    b.onResolve({ filter: /^@opentelemetry\/api$/ }, (args) =>
      /node_modules\/@better-auth\//.test(args.importer) ? { path: "opentelemetry-api", namespace: "concierge-otel" } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: "concierge-otel" }, () => ({ contents: OTEL_API_HANDOVER, loader: "js" }));
    b.onResolve({ filter: /^@lingui\/message-utils\/compileMessage$/ }, (args) =>
      /node_modules\/@lingui\/core\//.test(args.importer) ? { path: "lingui-compile-on-use", namespace: "concierge-lingui-compile" } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: "concierge-lingui-compile" }, () => ({ contents: COMPILE_ON_USE, loader: "js" }));
    b.onResolve({ filter: /^[^./]/ }, (args) => (BUNDLED.test(args.path) ? undefined : { path: args.path, external: true }));
  },
};

/**
 * dist/server/main.js. V8's compiled code for the bundle is kept between starts (in
 * NODE_COMPILE_CACHE, else the system's temporary folder; keyed by each file's contents, so a
 * new build never meets stale code): compiling ~4 MB of JavaScript was a third of a start's
 * CPU. Node before 22.1 has no compile cache and just loads the server.
 */
const MAIN_ENTRY = `import * as nodeModule from "node:module";
nodeModule.enableCompileCache?.();
await import("./server.js");
`;

export async function buildServer() {
  fs.rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: { server: "src/server/main.ts", admin: "src/server/cli/admin.ts", openapi: "src/server/cli/openapi-document.ts", "dump-facts-worker": "src/server/backups/dump-facts-worker.ts" },
    outdir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22.12",
    // The modules main.ts and payments/ import on demand (S3, Redis, Stripe: only when
    // configured) become chunks of their own, so their SDKs load only then.
    splitting: true,
    chunkNames: "[name]-[hash]",
    sourcemap: "linked",
    // Not minified: stack traces stay readable; `node --enable-source-maps` maps them to src/.
    // The odd CommonJS-style code path in a bundled module still finds a require.
    banner: {
      js: 'import { createRequire as __concierge_createRequire } from "node:module"; const require = __concierge_createRequire(import.meta.url);',
    },
    plugins: [compiledCatalogues, externalPackages],
    logLevel: "warning",
  });
  fs.cpSync(path.join(root, "src/server/db/migrations"), path.join(outdir, "migrations"), { recursive: true });
  fs.writeFileSync(path.join(outdir, "main.js"), MAIN_ENTRY);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer();
}
