import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "../../core/upload";
import { documents, translationRequests, translationUploads } from "../db/schema";
import { linkFrom, setupTestApp, uniqueEmail } from "../test/app";
import { uniqueIp } from "../test/browser";
import { createAdmin, createMember, signedInAs } from "../test/factories";
import { FILES, openCheckout, payTestSession, tempStore } from "../test/payments";
import { figures } from "./report";

/**
 * Uploads: a corpus of hostile files sent to every upload path. Each
 * file × path cell must be refused (4xx with the standard error body, nothing left in
 * storage) or neutralised (stored under a generated key inside the storage folder, served
 * back only as an attachment, nosniff, no-store, under a safe display name). A cell that
 * is neither is "escaped", and so is any file written outside the storage folder.
 */

const { dir, store } = tempStore();
const ctx = await setupTestApp({ storage: store });
const f = figures("Security: hostile uploads on every upload path");
afterAll(f.print);

const origin = ctx.config.publicUrl;
const admin = await createAdmin(ctx);
const summaryAdmin = await createAdmin(ctx);
const staging = await createMember(ctx); // member documents
const tasker = await createMember(ctx); // task attachments
const client = await createMember(ctx); // receives the admin's uploads
const writer = await createMember(ctx); // message attachments
const cookieOf = async (u: { id: string }) => (await signedInAs(ctx, u)).cookie;
const adminCookie = await cookieOf(admin);
const summaryAdminCookie = await cookieOf(summaryAdmin);
const stagingCookie = await cookieOf(staging);
const taskerCookie = await cookieOf(tasker);
const clientCookie = await cookieOf(client);
const writerCookie = await cookieOf(writer);

// ---------------------------------------------------------------- the corpus (built in memory)

const pdf = FILES.pdf;
const zip = Buffer.concat([
  Buffer.from("PK\u0003\u0004"),
  Buffer.alloc(26),
  Buffer.from("META-INF/MANIFEST.MF"),
  Buffer.from("Main-Class: Evil\n"),
  Buffer.from("PK\u0005\u0006"),
  Buffer.alloc(18),
]);
const EICAR = "X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*";
const svgScript = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');

type Hostile = { label: string; name: string; data: () => Buffer | Readable; header?: string };
const CORPUS: Hostile[] = [
  { label: "oversize (5 MB + 1, declared)", name: "big.pdf", data: () => Buffer.concat([pdf, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - pdf.length, 0x20)]) },
  {
    label: "oversize (streamed, no length)",
    name: "big-stream.pdf",
    data: () => Readable.from((function* () {
      yield pdf;
      for (let i = 0; i < 6; i++) yield Buffer.alloc(1024 * 1024, 0x20);
    })()),
  },
  { label: "empty", name: "empty.pdf", data: () => Buffer.alloc(0) },
  { label: "exe named .pdf", name: "invoice.pdf", data: () => FILES.exe },
  { label: "png named .pdf", name: "scan.pdf", data: () => FILES.png },
  { label: "polyglot: PDF header + HTML/JS", name: "polyglot.pdf", data: () => Buffer.concat([pdf, Buffer.from("<html><script>alert(1)</script></html>")]) },
  { label: "polyglot: GIFAR-style png + zip", name: "photo.png", data: () => Buffer.concat([FILES.png, zip]) },
  { label: "SVG with <script>", name: "logo.svg", data: () => svgScript },
  { label: "SVG with <script> named .png", name: "logo.png", data: () => svgScript },
  { label: "HTML named .txt", name: "notes.txt", data: () => Buffer.from("<!doctype html><html><body><script>fetch('/api/account/export')</script></body></html>") },
  { label: "EICAR test string", name: "eicar.txt", data: () => Buffer.from(EICAR) },
  { label: "traversal ../../etc/passwd.pdf", name: "../../etc/passwd.pdf", data: () => pdf },
  { label: "traversal ..\\..\\x.pdf", name: "..\\..\\x.pdf", data: () => pdf },
  { label: "traversal, URL-encoded twice", name: "%2e%2e%2f%2e%2e%2fx.pdf", data: () => pdf, header: encodeURIComponent("%2e%2e%2f%2e%2e%2fx.pdf") },
  { label: "traversal, absolute", name: "/etc/cron.d/x.pdf", data: () => pdf },
  { label: "NUL hiding .exe", name: "x.pdf\u0000.exe", data: () => pdf },
  { label: "NUL in the name", name: "report\u0000.pdf", data: () => pdf },
  { label: "RTL override (U+202E) name", name: "invoice\u202Egnp.pdf", data: () => pdf },
  { label: "RTL override hiding .exe", name: "photo\u202Egpj.exe", data: () => FILES.exe },
  { label: "300-character name", name: `${"a".repeat(296)}.pdf`, data: () => pdf },
  { label: "double extension x.pdf.exe", name: "x.pdf.exe", data: () => FILES.exe },
  { label: "double extension x.exe.pdf (exe)", name: "x.exe.pdf", data: () => FILES.exe },
  { label: "double extension x.exe.pdf (pdf)", name: "setup.exe.pdf", data: () => pdf },
  { label: "Windows device name CON.pdf", name: "CON.pdf", data: () => pdf },
  { label: "Windows device name lpt1.txt", name: "lpt1.txt", data: () => FILES.text },
  { label: "zero-width and BOM characters", name: "\uFEFFre\u200Bpo\u200Drt\u2060.pdf", data: () => pdf },
  { label: "decomposed (NFD) name", name: "Ре\u0308зюме-cafe\u0301.pdf", data: () => pdf },
  { label: "dot-file only .pdf", name: ".pdf", data: () => pdf },
  { label: "separators only", name: "../", data: () => pdf },
  { label: "broken percent-encoding", name: "x.pdf", header: "%E0%A4%A.pdf", data: () => pdf },
  { label: "newline and tab in the name", name: "a\r\nContent-Type: text/html\t.pdf", data: () => pdf },
];

// ---------------------------------------------------------------- the upload paths

type Served = { route: string; res: LightMyRequestResponse };
type UploadPath = {
  name: string;
  /** Sends the file; returns the upload's answer. */
  upload(file: Hostile): Promise<LightMyRequestResponse>;
  /** For an accepted file: its record's storage key and every download of it. */
  serve(accepted: LightMyRequestResponse, file: Hostile): Promise<{ key: string; served: Served[] }>;
};

const headersFor = (file: Hostile, cookie?: string) => ({
  origin,
  ...(cookie ? { cookie } : {}),
  "content-type": "application/octet-stream",
  "x-file-name": file.header ?? encodeURIComponent(file.name),
});
const sendFile = (url: string, file: Hostile, cookie?: string) =>
  ctx.app.inject({ method: "POST", url, payload: file.data(), remoteAddress: uniqueIp(), headers: headersFor(file, cookie) });
const get = (url: string, cookie?: string) => ctx.app.inject({ method: "GET", url, remoteAddress: uniqueIp(), headers: { origin, ...(cookie ? { cookie } : {}) } });
const post = (url: string, payload: object, cookie: string) =>
  ctx.app.inject({ method: "POST", url, payload, remoteAddress: uniqueIp(), headers: { origin, cookie } });
/** A POST that must create what it names (201). */
async function postCreated(url: string, payload: object, cookie: string) {
  const res = await post(url, payload, cookie);
  expect(res.statusCode, res.body).toBe(201);
  return res;
}
const download = (id: string, cookie: string) => get(`/api/documents/${id}/download`, cookie);
const keyOfDocument = async (id: string) => (await ctx.db.select({ key: documents.storageKey }).from(documents).where(eq(documents.id, id)))[0]!.key;
/** A document's stored key, and its download by each reader (named by who they are), one after the other. */
async function documentServedTo(id: string, readers: [who: string, cookie: string][]) {
  const served: Served[] = [];
  for (const [who, cookie] of readers) served.push({ route: `GET /api/documents/:id/download (${who})`, res: await download(id, cookie) });
  return { key: await keyOfDocument(id), served };
}

/** A path that uploads a document as `cookie`'s holder, `attach`es it where it belongs, then has each reader download it. */
function documentPath(name: string, url: string, cookie: string, readers: [who: string, cookie: string][], attach?: (id: string) => Promise<unknown>): UploadPath {
  return {
    name,
    upload: (file) => sendFile(url, file, cookie),
    async serve(res) {
      const { id } = res.json();
      await attach?.(id);
      return documentServedTo(id, readers);
    },
  };
}

/** A paid translation order for an uploaded document, through the local test checkout. */
async function paidTranslation(uploadId: string) {
  const email = uniqueEmail("hostile");
  const translation = { uploadId, name: "Anna Smith", email, notes: "", language: "en" };
  const sessionId = await openCheckout(ctx, { items: [{ kind: "translation" }], translation });
  expect((await payTestSession(ctx, sessionId)).statusCode).toBe(200);
  const [row] = await ctx.db.select().from(translationRequests).where(eq(translationRequests.email, email));
  return row!;
}
const summaryTarget = await paidTranslation((await sendFile("/api/translation/uploads", { label: "", name: "original.pdf", data: () => pdf })).json().uploadId);
const task = await postCreated("/api/tasks", { title: "Hostile attachments" }, taskerCookie);
const taskId = task.json().id as string;

const PATHS: UploadPath[] = [
  {
    name: "translation upload (anonymous)",
    upload: (file) => sendFile("/api/translation/uploads", file),
    async serve(res) {
      const { uploadId } = res.json();
      const request = await paidTranslation(uploadId);
      const [up] = await ctx.db.select({ key: translationUploads.storageKey }).from(translationUploads).where(eq(translationUploads.id, request.uploadId));
      return { key: up!.key, served: [{ route: "GET /api/translation/requests/:id/document", res: await get(`/api/translation/requests/${request.id}/document`, adminCookie) }] };
    },
  },
  documentPath("member documents", "/api/documents/uploads", stagingCookie, [["owner", stagingCookie]]),
  documentPath("task attachments", `/api/tasks/${taskId}/documents`, taskerCookie, [
    ["owner", taskerCookie],
    ["admin", adminCookie],
  ]),
  documentPath(
    "admin uploads (to a client)",
    "/api/documents/uploads",
    adminCookie,
    [
      ["client", clientCookie],
      ["admin", adminCookie],
    ],
    (id) => postCreated("/api/documents", { title: "From the office", clientId: client.id, documentId: id }, adminCookie),
  ),
  documentPath(
    "message attachments",
    "/api/documents/uploads",
    writerCookie,
    [
      ["writer", writerCookie],
      ["admin", adminCookie],
    ],
    (id) => postCreated("/api/messages", { content: "Please see the attachment", documentIds: [id] }, writerCookie),
  ),
  {
    name: "translation summary (admin)",
    upload: (file) => sendFile(`/api/translation/requests/${summaryTarget.id}/summary`, file, summaryAdminCookie),
    async serve() {
      const [row] = await ctx.db.select().from(translationRequests).where(eq(translationRequests.id, summaryTarget.id));
      const [mail] = await ctx.mailTo(summaryTarget.email);
      const link = linkFrom(mail!.text, `${origin}/api/translation/deliveries/`).replace(origin, "");
      return {
        key: row!.summaryStorageKey!,
        served: [
          { route: "GET /api/translation/deliveries/:token", res: await get(link) },
          { route: "GET /api/translation/requests/:id/summary", res: await get(`/api/translation/requests/${summaryTarget.id}/summary`, adminCookie) },
        ],
      };
    },
  },
];

// ---------------------------------------------------------------- the checks

const GENERATED_KEY = /^[a-z]+\/\d+-[0-9a-f]{24}\.[a-z]+$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what a safe name must not hold
const UNSAFE_NAME = /[/\\\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/;
const DEVICE = /^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i;

/** Why a display name is unsafe, or null when it is safe. */
function unsafeName(name: string): string | null {
  if (!name) return "empty";
  if (UNSAFE_NAME.test(name)) return "separator, control, bidi or invisible character";
  if (name.normalize("NFC") !== name) return "not NFC";
  if (DEVICE.test(name)) return "Windows device name";
  if (name.startsWith(".")) return "starts with a dot";
  if (name.length > 200) return "longer than 200";
  return null;
}

/** The name a browser would save: filename* (RFC 5987) when present, else filename. */
function dispositionName(header: string): string | null {
  const star = header.match(/filename\*=UTF-8''([^;]+)/i);
  if (star) return decodeURIComponent(star[1]!);
  return header.match(/filename="([^"]*)"/)?.[1] ?? null;
}

/** What is wrong with a download's headers (empty when nothing). */
function downloadProblems(res: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  if (res.statusCode !== 200) problems.push(`status ${res.statusCode}`);
  const disposition = String(res.headers["content-disposition"] ?? "");
  if (!disposition.startsWith("attachment")) problems.push(`Content-Disposition "${disposition}"`);
  if (res.headers["x-content-type-options"] !== "nosniff") problems.push("no nosniff");
  if (!/no-store/.test(String(res.headers["cache-control"] ?? ""))) problems.push(`Cache-Control "${res.headers["cache-control"]}"`);
  const ascii = disposition.match(/filename="([^"]*)"/)?.[1];
  if (ascii !== undefined && /[^\x20-\x7e]|[\\/"]/.test(ascii)) problems.push(`unsafe ASCII filename "${ascii}"`);
  return problems;
}

const isStandardError = (res: LightMyRequestResponse) => {
  try {
    const body = res.json();
    return typeof body?.error?.code === "string" && typeof body.error.message === "string";
  } catch {
    return false;
  }
};

function walk(root: string): string[] {
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((n) => fs.statSync(path.join(root, n)).isFile());
}

// Where a file written with the raw hostile name would land; none of these may exist afterwards.
const OUTSIDE = CORPUS.flatMap((file) => {
  const name = file.name.replaceAll("\u0000", "");
  return [path.resolve(dir, name), path.resolve(dir, "documents", name)];
}).filter((p) => !p.startsWith(`${dir}${path.sep}`));
const existedBefore = new Set(OUTSIDE.filter((p) => fs.existsSync(p)));

describe("hostile uploads", () => {
  it("every file on every upload path is refused or neutralised; none escapes", async () => {
    let refused = 0;
    let neutralised = 0;
    const escaped: string[] = [];
    const keys = new Set<string>();
    const downloadsChecked = new Set<string>();
    const outcomes: Record<string, string> = {};

    for (const p of PATHS) {
      for (const file of CORPUS) {
        const cell = `${p.name} × ${file.label}`;
        const before = walk(dir).length;
        const res = await p.upload(file);
        if (res.statusCode >= 400 && res.statusCode < 500) {
          // Refused: the standard error body, and nothing left in storage.
          if (!isStandardError(res)) escaped.push(`${cell}: ${res.statusCode} without the standard error body: ${res.body.slice(0, 100)}`);
          else if (walk(dir).length !== before) escaped.push(`${cell}: refused but a file stayed in storage`);
          else refused += 1;
          outcomes[file.label] = `${outcomes[file.label] ?? ""}R`;
          continue;
        }
        if (res.statusCode !== 201) {
          escaped.push(`${cell}: answered ${res.statusCode} ${res.body.slice(0, 100)}`);
          continue;
        }
        const problems: string[] = [];
        const shown = res.json().fileName ?? res.json().document?.fileName;
        const why = unsafeName(String(shown));
        if (why) problems.push(`upload answer's name "${shown}": ${why}`);
        const { key, served } = await p.serve(res, file);
        keys.add(key);
        if (!GENERATED_KEY.test(key)) problems.push(`storage key "${key}" is not generated`);
        if (!path.resolve(dir, key).startsWith(`${dir}${path.sep}`) || !fs.existsSync(path.join(dir, key))) problems.push(`"${key}" not inside the storage folder`);
        for (const s of served) {
          downloadsChecked.add(s.route);
          problems.push(...downloadProblems(s.res).map((x) => `${s.route}: ${x}`));
          const name = dispositionName(String(s.res.headers["content-disposition"] ?? ""));
          const whyServed = name === null ? "no file name" : unsafeName(name);
          if (whyServed) problems.push(`${s.route} serves "${name}": ${whyServed}`);
        }
        if (problems.length) escaped.push(`${cell}: ${problems.join("; ")}`);
        else neutralised += 1;
        outcomes[file.label] = `${outcomes[file.label] ?? ""}N`;
      }
    }

    // Nothing outside the storage folder, and everything inside it under a generated key.
    const written = OUTSIDE.filter((p) => fs.existsSync(p) && !existedBefore.has(p));
    for (const p of written) escaped.push(`written outside the storage folder: ${p}`);
    for (const name of walk(dir)) if (!GENERATED_KEY.test(name.split(path.sep).join("/"))) escaped.push(`stored under a non-generated name: ${name}`);

    const cells = PATHS.length * CORPUS.length;
    const handled = refused + neutralised;
    f.add({ check: "hostile files in the corpus", figure: CORPUS.length, target: "≥ 15", ok: CORPUS.length >= 15 });
    f.add({ check: "upload paths", figure: PATHS.length, target: "every one (6)", ok: PATHS.length === 6 });
    f.add({ check: "cells (file × path)", figure: cells, target: `${CORPUS.length} × ${PATHS.length}`, ok: cells === CORPUS.length * PATHS.length });
    f.add({ check: "refused (4xx, standard error body, nothing stored)", figure: refused, target: "—", ok: true });
    f.add({ check: "neutralised (generated key, attachment, nosniff, no-store, safe name)", figure: neutralised, target: "—", ok: true });
    f.add({ check: "refused or neutralised", figure: `${((100 * handled) / cells).toFixed(1)} %`, target: "100 %", ok: handled === cells });
    f.add({ check: "escaped", figure: escaped.length, target: "0", ok: escaped.length === 0 });
    f.add({ check: "download routes checked for a stored upload", figure: downloadsChecked.size, target: "≥ 4", ok: downloadsChecked.size >= 4 });
    // Every file gets the same outcome on every path: the rules live in one place.
    const inconsistent = Object.entries(outcomes).filter(([, o]) => new Set(o).size > 1).map(([label]) => label);
    f.add({ check: "files with a different outcome on some path", figure: inconsistent.length, target: "0", ok: inconsistent.length === 0 });

    expect(escaped).toEqual([]);
    expect(inconsistent).toEqual([]);
    expect(handled).toBe(cells);
    expect(CORPUS.length).toBeGreaterThanOrEqual(15);
    expect(keys.size).toBe(neutralised);
  });

  it("every download route answers attachment, nosniff and no-store", async () => {
    // The routes that hand out files which are not user uploads (uploads' downloads are checked above).
    const routes: [string, LightMyRequestResponse][] = [
      ["GET /api/account/export", await get("/api/account/export", stagingCookie)],
      ["GET /api/payments/export.csv", await get("/api/payments/export.csv", adminCookie)],
    ];
    const [doc] = await ctx.db.select({ id: documents.id }).from(documents).where(eq(documents.userId, staging.id)).limit(1);
    routes.push(["GET /api/documents/:id/download", await download(doc!.id, stagingCookie)]);
    routes.push(["GET /api/translation/requests/:id/document", await get(`/api/translation/requests/${summaryTarget.id}/document`, adminCookie)]);
    routes.push(["GET /api/translation/requests/:id/summary", await get(`/api/translation/requests/${summaryTarget.id}/summary`, adminCookie)]);
    const [mail] = await ctx.mailTo(summaryTarget.email);
    routes.push(["GET /api/translation/deliveries/:token", await get(linkFrom(mail!.text, `${origin}/api/translation/deliveries/`).replace(origin, ""))]);

    const bad = routes.flatMap(([route, res]) => downloadProblems(res).map((p) => `${route}: ${p}`));
    const good = routes.filter(([, res]) => downloadProblems(res).length === 0).length;
    f.add({ check: "download routes with attachment + nosniff + no-store", figure: `${good}/${routes.length}`, target: "all", ok: bad.length === 0 });
    expect(bad).toEqual([]);
  });
});

describe("storage budgets", () => {
  it("one address, one account and a filling disk are each stopped before they fill storage", async () => {
    const QUOTA_MB = 20;
    const budgeted = await setupTestApp({ storage: tempStore().store, env: { UPLOAD_QUOTA_ACCOUNT_MB: String(QUOTA_MB), UPLOAD_QUOTA_ADDRESS_MB: String(QUOTA_MB) } });
    const full = await setupTestApp({ storage: tempStore().store, env: { STORAGE_MIN_FREE_MB: "10000000" } });
    const file = Buffer.concat([FILES.pdf, Buffer.alloc(4 * 1024 * 1024 - FILES.pdf.length, 0x20)]);
    const send = (app: typeof ctx, url: string, remoteAddress: string, cookie?: string) =>
      app.app.inject({ method: "POST", url, payload: file, remoteAddress, headers: { origin: app.config.publicUrl, "content-type": "application/octet-stream", "x-file-name": "scan.pdf", ...(cookie ? { cookie } : {}) } });
    const MB = (n: number) => Math.round(n / (1024 * 1024));

    let byAddress = 0;
    let addressRefusal: LightMyRequestResponse | undefined;
    for (let i = 0; i < 10 && !addressRefusal; i++) {
      const res = await send(budgeted, "/api/translation/uploads", "203.0.113.90");
      if (res.statusCode === 201) byAddress += file.length;
      else addressRefusal = res;
    }
    const member = await createMember(budgeted);
    const { cookie } = await signedInAs(budgeted, member);
    let byAccount = 0;
    let accountRefusal: LightMyRequestResponse | undefined;
    for (let i = 0; i < 10 && !accountRefusal; i++) {
      // A new address each time: the account's budget follows the account.
      const res = await send(budgeted, "/api/documents/uploads", uniqueIp(), cookie);
      if (res.statusCode === 201) byAccount += file.length;
      else accountRefusal = res;
    }
    const diskFull = await send(full, "/api/translation/uploads", "203.0.113.91");

    f.add({ check: `storage quota: anonymous uploads from one address a day (quota ${QUOTA_MB} MB)`, figure: `${MB(byAddress)} MB, then ${addressRefusal?.statusCode}`, target: `≤ ${QUOTA_MB} MB, then 429`, ok: byAddress <= QUOTA_MB * 1024 * 1024 && addressRefusal?.statusCode === 429 });
    f.add({ check: `storage quota: one account's uploads a day, any address (quota ${QUOTA_MB} MB)`, figure: `${MB(byAccount)} MB, then ${accountRefusal?.statusCode}`, target: `≤ ${QUOTA_MB} MB, then 429`, ok: byAccount <= QUOTA_MB * 1024 * 1024 && accountRefusal?.statusCode === 429 });
    f.add({ check: "upload with free disk under STORAGE_MIN_FREE_MB", figure: `${diskFull.statusCode} ${diskFull.json().error?.code}`, target: "507 storage_full", ok: diskFull.statusCode === 507 && diskFull.json().error?.code === "storage_full" });
    expect(addressRefusal?.json().error.code).toBe("upload_quota_exceeded");
    expect(accountRefusal?.json().error.code).toBe("upload_quota_exceeded");
    expect(byAddress).toBeLessThanOrEqual(QUOTA_MB * 1024 * 1024);
    expect(byAccount).toBeLessThanOrEqual(QUOTA_MB * 1024 * 1024);
    expect(diskFull.statusCode).toBe(507);
  }, 120_000);
});
