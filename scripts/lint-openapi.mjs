// The API description as tools take it: the compiled app (dist/server/openapi.js, built by
// `npm run build`) prints the document it serves at /api/docs/json; Redocly lints it with the
// recommended rules (redocly.yaml), then openapi-typescript generates a typed client from it,
// which must compile with a small usage file. Fails on any lint error or type error.
// (docs/decisions/0034-openapi-description.md)
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);
// The tools' own entry points, run with this Node (npm's pinned Node 24 under `npm test`).
const redocly = require.resolve("@redocly/cli/bin/cli.js");
const openapiTypescript = path.join(path.dirname(require.resolve("openapi-typescript")), "../bin/cli.js");
const tsc = require.resolve("typescript/bin/tsc");
const printer = path.join(root, "dist/server/openapi.js");
if (!fs.existsSync(printer)) {
  console.error(`${printer} is missing: run \`npm run build\` first`);
  process.exit(1);
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), "concierge-openapi-"));
const run = (name, script, args, cwd = root) => {
  const started = Date.now();
  const status = spawnSync(process.execPath, [script, ...args], { cwd, stdio: "inherit" }).status;
  console.log(`   ${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return status === 0;
};

const docFile = path.join(work, "openapi.json");
const printed = spawnSync(process.execPath, [printer], {
  cwd: root,
  env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? os.tmpdir(), PUBLIC_URL: "https://concierge.bg" },
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
if (printed.status !== 0) {
  console.error(`dist/server/openapi.js failed:\n${printed.stderr}`);
  process.exit(1);
}
fs.writeFileSync(docFile, printed.stdout);

let ok = run("redocly lint", redocly, ["lint", docFile, "--config", path.join(root, "redocly.yaml"), "--format", "summary"]);

// The typed client: the generated types, and a call written against them that must compile.
const clientFile = path.join(work, "api.d.ts");
ok = run("openapi-typescript", openapiTypescript, [docFile, "--output", clientFile, "--silent"]) && ok;
fs.writeFileSync(
  path.join(work, "usage.ts"),
  `import type { operations, paths } from "./api";

type Json<Op> = Op extends { responses: { 200: { content: { "application/json": infer B } } } } ? B : never;

/** A typed GET: the path must be in the document, the answer is its 200 JSON. */
async function get<P extends keyof paths>(p: P): Promise<Json<paths[P]["get"]>> {
  return (await fetch(p)).json() as Promise<Json<paths[P]["get"]>>;
}

export async function usage(): Promise<string> {
  const health = await get("/api/health");
  const subscribers: Json<operations["newsletter.list"]> = await get("/api/newsletter/subscribers");
  const error: paths["/api/newsletter/subscribers"]["get"]["responses"][401]["content"]["application/json"] = { error: { code: "unauthenticated", message: "Sign in" } };
  return [JSON.stringify(health), subscribers.items.map((s) => s.email).join(","), error.error.code].join(" ");
}
`,
);
ok = run("tsc --noEmit", tsc, ["--noEmit", "--strict", "--skipLibCheck", "--target", "es2022", "--module", "nodenext", "--moduleResolution", "nodenext", "--lib", "es2022,dom", "usage.ts"], work) && ok;

fs.rmSync(work, { recursive: true, force: true });
process.exit(ok ? 0 : 1);
