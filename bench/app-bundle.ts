/**
 * Where the app's JavaScript bytes go: builds the app (vite.config.ts, into a
 * temporary folder) with a plugin that records every chunk's modules and their minified size,
 * then, for each page, follows the chunks the browser loads (the entry, the page's chunk and
 * their static imports) and prints the gzip bytes, the request count, and the packages and
 * source folders the bytes come from (each chunk's gzip size shared among its modules by their
 * minified size). Run: `node --import tsx bench/app-bundle.ts [--top N]`.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { build, type Plugin } from "vite";

type ChunkInfo = { file: string; imports: string[]; dynamicImports: string[]; modules: Record<string, number>; code: string; facade?: string | null };

/** The pages to report: the module a route loads (relative to src/web) with the dashboard's layout where it has one. */
export const BUNDLE_PAGES: Record<string, string[]> = {
  "/checkout": ["features/checkout/CheckoutPage.tsx"],
  "/member-login": ["features/auth/MemberLoginPage.tsx"],
  "/auth": ["features/auth/AdminSignInPage.tsx"],
  "/dashboard": ["routing/DashboardLayout.tsx", "features/dashboard/DashboardHomePage.tsx"],
  "/dashboard/tasks": ["routing/DashboardLayout.tsx", "features/tasks/TasksPage.tsx"],
  "/dashboard/hours": ["routing/DashboardLayout.tsx", "features/hours/HoursPage.tsx"],
  "/dashboard/clients": ["routing/DashboardLayout.tsx", "features/clients/ClientsPage.tsx", "lib/session/RequireAdmin.tsx"],
  "/dashboard/payments": ["routing/DashboardLayout.tsx", "features/payments/PaymentsPage.tsx"],
};

function recorder(into: Map<string, ChunkInfo>): Plugin {
  return {
    name: "concierge-bundle-recorder",
    apply: "build",
    generateBundle(_options, bundle) {
      for (const out of Object.values(bundle)) {
        if (out.type !== "chunk") continue;
        const modules: Record<string, number> = {};
        for (const [id, m] of Object.entries(out.modules)) modules[id] = m.renderedLength;
        into.set(out.fileName, { file: out.fileName, imports: out.imports, dynamicImports: out.dynamicImports, modules, code: out.code, facade: out.facadeModuleId });
      }
    },
  };
}

/** Who a module's bytes count for: a package (node_modules/<name>) or a folder of src/. */
export function ownerOf(id: string): string {
  const clean = id.replace(/\?.*$/, "").replace(/^\0/, "");
  const nm = clean.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const rest = clean.slice(nm + "node_modules/".length).split("/");
    return rest[0]?.startsWith("@") ? `${rest[0]}/${rest[1]}` : (rest[0] ?? clean);
  }
  const src = clean.indexOf("/src/");
  if (src >= 0) {
    const parts = clean.slice(src + 1).split("/");
    return parts.slice(0, parts[1] === "web" && (parts[2] === "features" || parts[2] === "ui" || parts[2] === "lib") ? 4 : 3).join("/");
  }
  return clean;
}

export type PageBundle = { page: string; files: number; gzipBytes: number; owners: [string, number][] };

export async function appBundle(): Promise<PageBundle[]> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "concierge-bundle-"));
  const chunks = new Map<string, ChunkInfo>();
  try {
    await build({ configFile: path.resolve("vite.config.ts"), logLevel: "warn", plugins: [recorder(chunks)], build: { outDir, emptyOutDir: true, copyPublicDir: false } });
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
  const gz = new Map<string, number>();
  const gzipOf = (c: ChunkInfo) => {
    if (!gz.has(c.file)) gz.set(c.file, zlib.gzipSync(c.code, { level: 9 }).length);
    return gz.get(c.file) ?? 0;
  };
  const byFacade = new Map<string, ChunkInfo>();
  for (const c of chunks.values()) if (c.facade) byFacade.set(path.relative(path.resolve("src/web"), c.facade), c);
  const entry = [...chunks.values()].find((c) => c.facade?.endsWith("src/web/main.tsx") || c.facade?.endsWith("index.html"));
  if (!entry) throw new Error("no entry chunk");
  const closure = (c: ChunkInfo, into: Set<ChunkInfo>) => {
    if (into.has(c)) return;
    into.add(c);
    for (const i of c.imports) {
      const dep = chunks.get(i);
      if (dep) closure(dep, into);
    }
  };
  return Object.entries(BUNDLE_PAGES).map(([page, modules]) => {
    const files = new Set<ChunkInfo>();
    closure(entry, files);
    for (const m of modules) {
      const c = byFacade.get(m);
      if (!c) throw new Error(`no chunk for ${m}`);
      closure(c, files);
    }
    const owners = new Map<string, number>();
    let total = 0;
    for (const c of files) {
      const g = gzipOf(c);
      total += g;
      const rendered = Object.values(c.modules).reduce((s, n) => s + n, 0) || 1;
      for (const [id, n] of Object.entries(c.modules)) owners.set(ownerOf(id), (owners.get(ownerOf(id)) ?? 0) + (g * n) / rendered);
    }
    return { page, files: files.size, gzipBytes: total, owners: [...owners].sort((a, b) => b[1] - a[1]) };
  });
}

if (process.argv[1] && import.meta.url === `file://${process.argv[1]}`) {
  const topAt = process.argv.indexOf("--top");
  const top = topAt > 0 ? Number(process.argv[topAt + 1]) : 15;
  for (const p of await appBundle()) {
    console.log(`\n${p.page}: ${(p.gzipBytes / 1024).toFixed(1)} KiB gzip in ${p.files} files`);
    for (const [owner, bytes] of p.owners.slice(0, top)) console.log(`  ${(bytes / 1024).toFixed(1).padStart(6)} KiB  ${owner}`);
  }
  process.exit(0);
}
