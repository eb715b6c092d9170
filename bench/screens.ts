/**
 * Screenshots of every dashboard list: each admin list, and the member's own,
 * full page at 1280 and 375 px wide, first empty and then with a few realistic rows, with axe
 * (WCAG 2.1 AA) on each. For comparing two commits' lists by eye: the data, the clocks (server
 * and browser), the time zone and the language are fixed, so two runs differ only where the
 * code does. Runs the built app in this process on a fresh PGlite (NODE_ENV=test: no 2FA).
 *   npm run build && node --import tsx bench/screens.ts --out /tmp/screens/after [--only tasks,payments]
 * Writes <who>-<list>[-empty]-<width>.png and prints axe's violations per shot.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, chromium, type Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import { buildApp } from "../src/server/app";
import { hashPassword } from "../src/server/auth/password-hash";
import { openSession } from "../src/server/auth/session-cookie";
import type { Clock } from "../src/server/clock";
import { parseConfig } from "../src/server/config";
import { type Db, openPglite } from "../src/server/db/client";

const webDir = path.resolve("dist/web");
/** Friday noon in Sofia: every date on the lists is counted from here, on the server and in the browser. */
const NOW = new Date("2026-11-20T10:00:00Z");
const WIDTHS = [1280, 375];
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

type Who = "admin" | "member";
type List = { who: Who; name: string; path: string };
/** The lists, as the sidebars link them; a path the commit under test lacks is reported and skipped. */
const LISTS: List[] = [
  { who: "admin", name: "clients", path: "/dashboard/clients" },
  { who: "admin", name: "tasks", path: "/dashboard/tasks" },
  { who: "admin", name: "documents", path: "/dashboard/documents" },
  { who: "admin", name: "payments", path: "/dashboard/payments" },
  { who: "admin", name: "orders", path: "/dashboard/orders" },
  { who: "admin", name: "audit", path: "/dashboard/audit" },
  { who: "admin", name: "messages", path: "/dashboard/messages" },
  { who: "admin", name: "contact", path: "/dashboard/contact" },
  { who: "admin", name: "translations", path: "/dashboard/translations" },
  { who: "admin", name: "newsletter", path: "/dashboard/newsletter" },
  { who: "member", name: "tasks", path: "/dashboard/tasks" },
  { who: "member", name: "hours", path: "/dashboard/hours" },
  { who: "member", name: "payments", path: "/dashboard/payments" },
  { who: "member", name: "messages", path: "/dashboard/messages" },
];

/** A fixed id per row (its label's hash): the short ids on the lists are the same on every run. */
const fixedId = (label: string) => {
  const h = createHash("sha1").update(label).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
};
const ago = (hours: number) => new Date(NOW.getTime() - hours * 3600_000).toISOString();

/** The columns this commit's schema has (the script also runs on older commits). */
async function columns(db: Db): Promise<(table: string, column: string) => boolean> {
  const rows = (await db.execute(sql`select table_name, column_name from information_schema.columns where table_schema = 'public'`)) as unknown as
    | { rows: { table_name: string; column_name: string }[] }
    | { table_name: string; column_name: string }[];
  const list = Array.isArray(rows) ? rows : rows.rows;
  const set = new Set(list.map((r) => `${r.table_name}.${r.column_name}`));
  return (table, column) => set.has(`${table}.${column}`);
}

/** A signed-up account (user, password, profile) with a fixed id, so the client numbers on the lists do not change between runs. */
async function insertUser(db: Db, u: { id: string; email: string; name: string; role: Who; passwordHash: string; phone?: string; createdHoursAgo: number }): Promise<string> {
  const at = ago(u.createdHoursAgo);
  await db.execute(sql`insert into "user" (id, name, email, email_verified, role, created_at, updated_at)
    values (${u.id}, ${u.name}, ${u.email}, true, ${u.role}, ${at}::timestamptz, ${at}::timestamptz)`);
  await db.execute(sql`insert into account (id, account_id, provider_id, user_id, password, created_at, updated_at)
    values (${`${u.id}-password`}, ${u.id}, 'credential', ${u.id}, ${u.passwordHash}, ${at}::timestamptz, ${at}::timestamptz)`);
  await db.execute(sql`insert into profiles (user_id, full_name, phone, created_at, updated_at)
    values (${u.id}, ${u.name}, ${u.phone ?? ""}, ${at}::timestamptz, ${at}::timestamptz)`);
  return u.id;
}

const CLIENTS = [
  { name: "Elena Georgieva", email: "elena.georgieva@example.com", phone: "+359 88 123 4567" },
  { name: "James O'Connor", email: "james.oconnor@example.com", phone: "+44 7700 900123" },
  { name: "Sofia Müller-Hoffmann", email: "sofia.mueller-hoffmann@example.de", phone: "" },
  { name: "Pierre Laurent", email: "pierre.laurent@example.fr", phone: "+33 6 12 34 56 78" },
  { name: "Ana Rodríguez", email: "ana.rodriguez@example.es", phone: "+34 612 345 678" },
];

/** A few rows on every list: tasks, documents, payments, hours, messages, contact requests, translations, orders, audit, subscribers. */
async function seedRows(db: Db, memberId: string, adminId: string, passwordHash: string): Promise<void> {
  const has = await columns(db);
  const clientIds = [memberId];
  for (const [i, c] of CLIENTS.entries()) {
    const id = `screensClient${String(i + 1).padStart(7, "0")}`;
    clientIds.push(await insertUser(db, { id, email: c.email, name: c.name, role: "member", passwordHash, phone: c.phone, createdHoursAgo: 24 * (40 - i * 7) }));
  }
  const [maria, elena, james, sofia, pierre] = clientIds as [string, string, string, string, string];

  const task = async (userId: string, title: string, status: string, urgency: string, hoursUsed: number, createdHoursAgo: number, description = "") => {
    const rows = (await db.execute(sql`
      insert into tasks (id, user_id, title, description, urgency, status, hours_used, created_at, updated_at)
      values (${fixedId(title)}, ${userId}, ${title}, ${description}, ${urgency}, ${status}, ${hoursUsed}, ${ago(createdHoursAgo)}::timestamptz, ${ago(createdHoursAgo / 2)}::timestamptz)
      returning id`)) as unknown as { rows: { id: string }[] } | { id: string }[];
    return (Array.isArray(rows) ? rows : rows.rows)[0]!.id;
  };
  const permit = await task(maria, "Residence permit renewal", "in_progress", "high", 1.5, 30, "Book the appointment at the migration directorate and bring the documents");
  const nra = await task(maria, "Register with the National Revenue Agency", "pending", "normal", 0, 5);
  await task(maria, "Translate and legalise my diploma", "completed", "low", 2, 24 * 12);
  await task(maria, "Car registration transfer", "pending_review", "urgent", 0.5, 24 * 3);
  await task(elena, "Open a bank account at DSK", "pending", "normal", 0, 2);
  await task(james, "Health insurance (NZOK) registration", "in_progress", "high", 1, 50);
  await task(sofia, "Lease agreement review — flat in Lozenets, 3rd floor, with a very long title that wraps", "pending", "urgent", 0, 9);
  await task(pierre, "Driving licence exchange", "completed", "normal", 3, 24 * 20);

  const doc = async (userId: string, taskId: string | null, fileName: string, size: number, hoursAgo: number, byAdmin: boolean, deleted = false) => {
    await db.execute(sql`
      insert into documents (id, user_id, task_id, uploaded_by, uploaded_by_admin, file_name, file_type, storage_key, content_type, size, created_at, deleted_at, deleted_reason)
      values (${fixedId(fileName)}, ${userId}, ${taskId}, ${byAdmin ? adminId : userId}, ${byAdmin}, ${fileName}, ${fileName.split(".").pop() ?? ""}, ${`screens/${fileName}`},
              ${fileName.endsWith(".pdf") ? "application/pdf" : "image/jpeg"}, ${size}, ${ago(hoursAgo)}::timestamptz,
              ${deleted ? ago(hoursAgo / 2) : null}::timestamptz, ${deleted ? "retention" : null})`);
  };
  await doc(maria, permit, "passport-scan.pdf", 1_482_113, 29, false);
  await doc(maria, permit, "rental-contract-signed.pdf", 356_201, 28, false);
  await doc(maria, permit, "appointment-confirmation.pdf", 88_004, 6, true);
  await doc(maria, nra, "IMG_20261119_0932.jpg", 2_301_555, 4, false);
  await doc(james, null, "old-insurance-card.jpg", 512_000, 24 * 60, false, true);

  const receipt = has("payments", "receipt_number");
  let receiptNo = 0;
  const payment = async (userId: string, amount: number, description: string, type: string, hoursAgo: number, opts: { hours?: number; used?: number; paid?: boolean } = {}) => {
    const paid = opts.paid ?? true;
    const number = paid && type !== "hours_deduction" ? `R-2026-${String(++receiptNo).padStart(6, "0")}` : null;
    const rows = (await db.execute(
      receipt
        ? sql`insert into payments (id, user_id, amount, currency, description, payment_type, hours_purchased, hours_used, provider_payment_id, receipt_number, created_at)
              values (${fixedId(description)}, ${userId}, ${amount}, 'BGN', ${description}, ${type}, ${opts.hours ?? null}, ${opts.used ?? null}, ${paid ? `pi_screens_${receiptNo}` : null}, ${number}, ${ago(hoursAgo)}::timestamptz) returning id`
        : sql`insert into payments (id, user_id, amount, currency, description, payment_type, hours_purchased, hours_used, provider_payment_id, created_at)
              values (${fixedId(description)}, ${userId}, ${amount}, 'BGN', ${description}, ${type}, ${opts.hours ?? null}, ${opts.used ?? null}, ${paid ? `pi_screens_${receiptNo}` : null}, ${ago(hoursAgo)}::timestamptz) returning id`,
    )) as unknown as { rows: { id: string }[] } | { id: string }[];
    return (Array.isArray(rows) ? rows : rows.rows)[0]!.id;
  };
  const pack = await payment(maria, 45_000, "10 prepaid hours", "prepaid_hours", 24 * 14, { hours: 10 });
  await payment(maria, 6_000, "Document translation (2 pages)", "translation", 24 * 9);
  await payment(maria, 0, "Residence permit renewal", "hours_deduction", 20, { used: 1.5 });
  await payment(elena, 12_500, "Consultation and paperwork", "other", 24 * 2);
  await payment(james, 22_500, "5 prepaid hours", "prepaid_hours", 24 * 6, { hours: 5, paid: false });
  await payment(pierre, 3_000, "Courier to the municipality", "other", 24 * 21);

  // Hours: the purchase, the task's 1.5 h, an adjustment; the balance row kept in step.
  await db.execute(sql`
    insert into hours_ledger (user_id, hours, payment_id, task_id, reason, description, created_at) values
      (${maria}, 10, ${pack}, null, 'purchase', '10 prepaid hours', ${ago(24 * 14)}::timestamptz),
      (${maria}, -1.5, null, ${permit}, 'task', 'Residence permit renewal', ${ago(20)}::timestamptz),
      (${maria}, 0.5, null, null, 'adjustment', 'Goodwill: the office was closed', ${ago(8)}::timestamptz)`);
  await db.execute(sql`insert into hours_balances (user_id, prepaid_hours_balance) values (${maria}, 9)
    on conflict (user_id) do update set prepaid_hours_balance = 9`);

  // Messages: Maria's conversation (answered, then a new question), James's overdue one.
  const message = async (userId: string, sender: "client" | "admin", content: string, hoursAgo: number, read: boolean, answered: boolean) => {
    await db.execute(sql`
      insert into messages (id, user_id, sender, author_id, content, is_read, created_at, due_at, answered_at)
      values (${fixedId(content)}, ${userId}, ${sender}, ${sender === "admin" ? adminId : userId}, ${content}, ${read}, ${ago(hoursAgo)}::timestamptz,
              ${sender === "client" ? ago(hoursAgo - 24) : null}::timestamptz, ${sender === "client" && answered ? ago(hoursAgo - 2) : null}::timestamptz)`);
  };
  await message(maria, "client", "Hello! Which documents do I need for the permit renewal?", 30, true, true);
  await message(maria, "admin", "**Permit renewal**\n\nYour passport, the rental contract and proof of health insurance. I booked Tuesday 10:00 for you.", 28, true, false);
  await message(maria, "client", "Thank you! Can I bring copies instead of the originals?", 3, false, false);
  await message(james, "client", "Any news about my NZOK registration? It has been a while.", 40, false, false);
  await message(elena, "admin", "**Bank account**\n\nThe bank asks for your address registration first.", 24 * 2, false, false);

  // Contact requests: new, overdue, answered, closed (the reference column came later).
  const contact = async (i: number, name: string, email: string, service: string, message: string, status: string, hoursAgo: number, language = "en") => {
    const due = status === "new" ? ago(hoursAgo - 24) : null;
    const answered = status === "answered" ? ago(hoursAgo - 3) : null;
    await db.execute(
      has("contact_submissions", "reference")
        ? sql`insert into contact_submissions (id, reference, name, email, service, message, language, status, due_at, answered_at, created_at, updated_at)
              values (${fixedId(email)}, ${`C-2026-${String(i).padStart(6, "0")}`}, ${name}, ${email}, ${service}, ${message}, ${language}, ${status}, ${due}::timestamptz, ${answered}::timestamptz, ${ago(hoursAgo)}::timestamptz, ${ago(hoursAgo)}::timestamptz)`
        : sql`insert into contact_submissions (id, name, email, service, message, language, status, due_at, answered_at, created_at, updated_at)
              values (${fixedId(email)}, ${name}, ${email}, ${service}, ${message}, ${language}, ${status}, ${due}::timestamptz, ${answered}::timestamptz, ${ago(hoursAgo)}::timestamptz, ${ago(hoursAgo)}::timestamptz)`,
    );
  };
  await contact(1, "Lukas Schmidt", "lukas.schmidt@example.de", "Residence permits", "We are moving to Plovdiv in March with two children. What do we need?", "new", 2);
  await contact(2, "Мария Иванова", "maria.ivanova@example.bg", "Document translation", "Здравейте, трябва ми превод на диплома.", "new", 30, "bg");
  await contact(3, "Tom Baker", "tom.baker@example.co.uk", "Company registration", "I'd like to register an EOOD.", "answered", 24 * 4);
  await contact(4, "Giulia Rossi", "giulia.rossi@example.it", "Other", "Never mind, I found it.", "closed", 24 * 10);

  // Paid orders: a translation (with its upload and request), a services order and an hours pack.
  const inbox = has("orders", "inbox_status");
  const order = async (purpose: string, name: string, email: string, lines: { name: string; amount: number }[], hoursAgo: number, inboxStatus: string, userId: string | null = null) => {
    const items = lines.map((l) => ({ kind: purpose === "hours" ? "hours_pack" : purpose === "translation" ? "translation" : "service", name: l.name, description: "", quantity: 1, unitAmount: l.amount, amount: l.amount }));
    const total = lines.reduce((sum, l) => sum + l.amount, 0);
    const rows = (await db.execute(
      inbox
        ? sql`insert into orders (id, purpose, status, items, subtotal, tip, total, currency, hours, customer_name, customer_email, user_id, gateway, provider_session_id, provider_payment_id, created_at, updated_at, paid_at, inbox_status)
              values (${fixedId(`order ${email}`)}, ${purpose}, 'paid', ${JSON.stringify(items)}::jsonb, ${total}, 0, ${total}, 'BGN', ${purpose === "hours" ? 5 : 0}, ${name}, ${email}, ${userId}, 'test', ${`cs_screens_${hoursAgo}`}, ${`pi_order_${hoursAgo}`},
                      ${ago(hoursAgo)}::timestamptz, ${ago(hoursAgo)}::timestamptz, ${ago(hoursAgo)}::timestamptz, ${inboxStatus}) returning id`
        : sql`insert into orders (id, purpose, status, items, subtotal, tip, total, currency, hours, customer_name, customer_email, user_id, gateway, provider_session_id, provider_payment_id, created_at, updated_at, paid_at)
              values (${fixedId(`order ${email}`)}, ${purpose}, 'paid', ${JSON.stringify(items)}::jsonb, ${total}, 0, ${total}, 'BGN', ${purpose === "hours" ? 5 : 0}, ${name}, ${email}, ${userId}, 'test', ${`cs_screens_${hoursAgo}`}, ${`pi_order_${hoursAgo}`},
                      ${ago(hoursAgo)}::timestamptz, ${ago(hoursAgo)}::timestamptz, ${ago(hoursAgo)}::timestamptz) returning id`,
    )) as unknown as { rows: { id: string }[] } | { id: string }[];
    return (Array.isArray(rows) ? rows : rows.rows)[0]!.id;
  };
  await order("services", "Hannah Weber", "hannah.weber@example.de", [{ name: "Address registration", amount: 8_000 }], 6, "new");
  await order("hours", "James O'Connor", "james.oconnor@example.com", [{ name: "5 prepaid hours", amount: 22_500 }], 24 * 3, "in_progress", james);
  await order("services", "Marco Bianchi", "marco.bianchi@example.it", [{ name: "Company registration", amount: 30_000 }], 24 * 8, "done");
  const translations: [string, string, string, string, number][] = [
    ["Olga Petrenko", "olga.petrenko@example.ua", "birth-certificate.pdf", "new", 5],
    ["David Cohen", "david.cohen@example.com", "court-decision-2019.pdf", "in_progress", 60],
    ["Lena Novak", "lena.novak@example.si", "diploma.jpg", "delivered", 24 * 9],
  ];
  for (const [i, [name, email, file, status, hoursAgo]] of translations.entries()) {
    const orderId = await order("translation", name, email, [{ name: "Document translation", amount: 6_000 }], hoursAgo, "new");
    const upload = (await db.execute(sql`
      insert into translation_uploads (token_hash, storage_key, file_name, content_type, size, created_at, expires_at)
      values (${`screens-token-${i}`}, ${`screens/translation-${i}`}, ${file}, 'application/pdf', ${240_000 + i * 1000}, ${ago(hoursAgo)}::timestamptz, ${ago(hoursAgo - 24)}::timestamptz)
      returning id`)) as unknown as { rows: { id: string }[] } | { id: string }[];
    const uploadId = (Array.isArray(upload) ? upload : upload.rows)[0]!.id;
    await db.execute(sql`
      insert into translation_requests (id, order_id, upload_id, name, email, notes, status, due_at, delivered_at, created_at, updated_at)
      values (${fixedId(`translation ${email}`)}, ${orderId}, ${uploadId}, ${name}, ${email}, 'Please keep the names as in the passport.', ${status}, ${ago(hoursAgo - 48)}::timestamptz,
              ${status === "delivered" ? ago(hoursAgo - 30) : null}::timestamptz, ${ago(hoursAgo)}::timestamptz, ${ago(hoursAgo)}::timestamptz)`);
  }

  // The audit trail: a few of the operator's actions.
  const audit = async (action: string, entity: string, entityId: string, clientId: string | null, before: object | null, after: object | null, hoursAgo: number) => {
    await db.execute(sql`
      insert into audit_log (at, actor_id, action, entity, entity_id, client_id, before, after)
      values (${ago(hoursAgo)}::timestamptz, ${adminId}, ${action}, ${entity}, ${entityId}, ${clientId}, ${before ? JSON.stringify(before) : null}::jsonb, ${after ? JSON.stringify(after) : null}::jsonb)`);
  };
  await audit("client.created", "client", elena, elena, null, { name: "Elena Georgieva", email: "elena.georgieva@example.com" }, 24 * 33);
  await audit("task.updated", "task", permit, maria, { status: "pending" }, { status: "in_progress", hoursUsed: 1.5 }, 20);
  await audit("hours.deducted", "client", maria, maria, { balance: 10 }, { balance: 8.5 }, 20);
  await audit("client.updated", "client", sofia, sofia, { phone: "+49 151 0000000" }, { phone: "" }, 24 * 5);

  // Newsletter: confirmed, pending, unsubscribed.
  const subscriber = async (i: number, email: string, status: string, hoursAgo: number) => {
    await db.execute(sql`
      insert into newsletter_subscribers (email, status, unsubscribe_token_hash, created_at, confirmed_at, unsubscribed_at)
      values (${email}, ${status}, ${`screens-unsub-${i}`}, ${ago(hoursAgo)}::timestamptz,
              ${status !== "pending" ? ago(hoursAgo - 1) : null}::timestamptz, ${status === "unsubscribed" ? ago(hoursAgo / 2) : null}::timestamptz)`);
  };
  await subscriber(1, "anna.k@example.com", "confirmed", 24 * 30);
  await subscriber(2, "mark.t@example.org", "pending", 7);
  await subscriber(3, "old.reader@example.net", "unsubscribed", 24 * 90);
  await subscriber(4, "nomad.life@example.io", "confirmed", 24 * 2);
}

/** Waits until the list has drawn its rows (or its empty/error state): no skeleton, spinner or busy region left. */
async function settled(page: Page): Promise<boolean> {
  const done = () =>
    page.waitForFunction(
      () =>
        Boolean(document.querySelector("main h1")) &&
        !document.querySelector('main [aria-busy="true"], main [data-slot="skeleton"], main .animate-pulse, main .animate-spin, [role="status"] .animate-spin'),
      undefined,
      { timeout: 15_000 },
    );
  try {
    await done();
    await page.waitForTimeout(400);
    await done();
  } catch {
    return false;
  }
  // Finite animations (a dialog or toast fading in) end before the shot, as in e2e/axe.ts.
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    await Promise.race([Promise.allSettled(finite.map((a) => a.finished)), new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
  return true;
}

async function shoot(browser: Browser, origin: string, cookie: { name: string; value: string }, list: List, width: number, file: string): Promise<string[]> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: "en-US",
    timezoneId: "Europe/Sofia",
    colorScheme: "light",
    reducedMotion: "reduce",
  });
  await context.clock.setFixedTime(NOW);
  await context.addCookies([{ name: cookie.name, value: cookie.value, url: origin }]);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  try {
    await page.goto(origin + list.path, { waitUntil: "load" });
    if (!(await settled(page))) problems.push("did not settle in 15 s");
    const landed = new URL(page.url()).pathname;
    if (landed !== list.path) problems.push(`ended on ${landed}`);
    if (await page.locator("main").getByText(/coming soon|not found/i).count()) problems.push("page not in this commit");
    await page.screenshot({ path: file, fullPage: true, animations: "disabled", caret: "hide" });
    const axe = new AxeBuilder({ page }).withTags(AXE_TAGS);
    if (page.frames().length === 1) axe.setLegacyMode();
    const { violations } = await axe.analyze();
    for (const v of violations) for (const n of v.nodes.slice(0, 5)) problems.push(`axe ${v.id} (${v.impact}): ${n.target.join(" ")}`);
  } finally {
    await context.close();
  }
  return problems;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: "string" }, only: { type: "string" } } });
  if (!values.out) throw new Error("usage: node --import tsx bench/screens.ts --out DIR [--only tasks,payments]");
  if (!fs.existsSync(path.join(webDir, "index.html"))) throw new Error("dist/web is missing: run `npm run build` first");
  const out = path.resolve(values.out);
  fs.mkdirSync(out, { recursive: true });
  const only = values.only?.split(",");
  const lists = only ? LISTS.filter((l) => only.includes(l.name)) : LISTS;

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "concierge-screens-"));
  const clock: Clock = { now: () => new Date(NOW) };
  const database = await openPglite();
  await database.migrate();
  const config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir });
  const app = await buildApp({ config, db: database.db, dbKind: "pglite", clock, webDir });
  const origin = await app.listen({ port: 0, host: "127.0.0.1" });
  const executablePath = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((p) => fs.existsSync(p));
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--font-render-hinting=none"] });
  let failures = 0;
  try {
    const passwordHash = await hashPassword("Bench-Screens-2026");
    const adminId = await insertUser(database.db, { id: "screensAdaOperator01", email: "ada.operator@concierge.test", name: "Ada Operator", role: "admin", passwordHash, createdHoursAgo: 24 * 90 });
    const memberId = await insertUser(database.db, { id: "screensMariaPetrova1", email: "maria.petrova@example.com", name: "Maria Petrova", role: "member", passwordHash, createdHoursAgo: 24 * 45 });
    const cookies = { admin: await openSession(app.auth, adminId), member: await openSession(app.auth, memberId) };

    for (const stage of ["empty", "rows"] as const) {
      if (stage === "rows") await seedRows(database.db, memberId, adminId, passwordHash);
      for (const list of lists) {
        for (const width of WIDTHS) {
          const name = `${list.who}-${list.name}${stage === "empty" ? "-empty" : ""}-${width}.png`;
          const problems = await shoot(browser, origin, cookies[list.who], list, width, path.join(out, name));
          failures += problems.filter((p) => p.startsWith("axe")).length;
          console.log(`${problems.length ? "✗" : "✓"} ${name}${problems.map((p) => `\n    ${p}`).join("")}`);
        }
      }
    }
  } finally {
    await browser.close();
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`${failures} axe violation(s); screenshots in ${out}`);
}

await main();
process.exit(0);
