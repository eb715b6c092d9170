import { createPrivateKey, createPublicKey } from "node:crypto";
import { promises as dns } from "node:dns";
import fs from "node:fs/promises";
import { sql } from "drizzle-orm";
import { HEALTH_CHECKS, type CheckState, type HealthCheckName, type HealthFinding, type HealthReport } from "../../../core/health";
import type { Clock } from "../../clock";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { EMBEDDED_CEILING_RPS, type LoadReading, nearEmbeddedCeiling } from "../../metrics/load-meter";
import { lastBackupAge } from "./backup-age";

/** What the checks reach: the outside world comes in through `fetch`, `resolveTxt` and `openImap`, so tests stand in for it. */
export type DoctorDeps = {
  /** Absent for the CLI while the running server holds the embedded database: the checks that read it say so. */
  db: Db | null;
  dbKind: "pglite" | "postgres";
  config: Config;
  /** The app's clock: the outbox's rows carry its times. */
  clock: Clock;
  /** The machine's own clock, the one the clock check judges (Date.now). */
  realNow?: () => number;
  fetch?: typeof fetch;
  resolveTxt?: (name: string) => Promise<string[][]>;
  openImap?: (url: string) => Promise<void>;
  backupAgeSeconds?: () => Promise<number | null>;
  /** The running server's last minute of load (metrics/load-meter.ts, kept on the embedded default); absent for the CLI. */
  load?: LoadReading;
};

const MB = 1024 * 1024;
/** Each check gets this long; a hung one reports what hung instead of holding up the rest. */
const CHECK_TIMEOUT_MS = 10_000;
/** Mail that waited longer than this, with no failure yet, means no worker is sending. */
const BACKLOG_MINUTES = 15;
/** A daily backup plus slack. */
const BACKUP_MAX_HOURS = 26;
/** Beyond this, TOTP codes (30 s steps) and Stripe's signature tolerance start to fail. */
const CLOCK_MAX_SKEW_SECONDS = 30;

/** Said where a check needs the embedded database while the server has it open. */
const HELD_DATABASE = "the running server holds the embedded database; open Settings → Health in the admin area instead";

type Found = { state: CheckState; finding: string; params?: Record<string, string | number> };
const found = (state: CheckState, finding: string, params?: Found["params"]): Found => ({ state, finding, params });
const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 300);
const rowsOf = <T>(res: unknown): T[] => (Array.isArray(res) ? res : (res as { rows: T[] }).rows);

async function checkMail(d: DoctorDeps): Promise<Found> {
  const { config } = d;
  if (!config.SMTP_URL) return found(config.isProduction ? "problem" : "warning", "devMailbox");
  if (!d.db) throw new Error(HELD_DATABASE);
  const [row] = rowsOf<{ waiting: number; oldest: string | null; failing: number; last_sent: string | null; last_error: string | null }>(
    await d.db.execute(sql`
      select count(*) filter (where status = 'pending')::int as waiting,
             min(created_at) filter (where status = 'pending') as oldest,
             count(*) filter (where (status = 'pending' and last_error is not null) or (status = 'dead' and created_at > ${new Date(d.clock.now().getTime() - 7 * 86_400_000)}))::int as failing,
             max(sent_at) as last_sent,
             (select last_error from outbox where last_error is not null and status in ('pending', 'dead') order by seq desc limit 1) as last_error
      from outbox`),
  );
  const now = d.clock.now().getTime();
  const minutesSince = (at: string | null) => (at ? Math.max(0, Math.round((now - new Date(at).getTime()) / 60_000)) : 0);
  if (row && row.failing > 0) return found("problem", "failing", { count: row.failing, error: row.last_error ?? "?" });
  if (row && row.waiting > 0 && minutesSince(row.oldest) >= BACKLOG_MINUTES) return found("warning", "backlog", { count: row.waiting, minutes: minutesSince(row.oldest) });
  if (row?.last_sent) return found("ok", "ok", { minutes: minutesSince(row.last_sent) });
  return found("warning", "untested");
}

/** Stripe's view of our keys and webhook; its Date header is the clock check's reference. */
async function checkPayments(d: DoctorDeps, reference: { at?: number }): Promise<Found> {
  const { config } = d;
  if (config.payments === "test") return found(config.isProduction ? "problem" : "warning", config.testModeBanner ? "testMode" : "testCheckout");
  const url = `${config.publicUrl}/api/payments/webhook`;
  let res: Response;
  try {
    res = await (d.fetch ?? fetch)(`${config.STRIPE_API_BASE ?? "https://api.stripe.com"}/v1/webhook_endpoints?limit=100`, {
      headers: { authorization: `Bearer ${config.STRIPE_SECRET_KEY}` },
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
  } catch (err) {
    return found("problem", "unreachable", { error: messageOf(err) });
  }
  const date = Date.parse(res.headers.get("date") ?? "");
  if (Number.isFinite(date)) reference.at = date;
  if (res.status === 401 || res.status === 403) return found("problem", "keyRejected");
  if (!res.ok) return found("problem", "unreachable", { error: `HTTP ${res.status}` });
  const body = (await res.json()) as { data?: { url?: string; status?: string }[] };
  const endpoint = body.data?.find((e) => e.url === url);
  if (!endpoint) return found("problem", "noWebhook", { url });
  return endpoint.status === "enabled" ? found("ok", "ok", { url }) : found("problem", "webhookDisabled", { url });
}

async function checkDkim(d: DoctorDeps): Promise<Found> {
  const { dkim, SMTP_URL } = d.config;
  if (!dkim) return found(SMTP_URL ? "warning" : "off", "off");
  const name = `${dkim.keySelector}._domainkey.${dkim.domainName}`;
  let records: string[][];
  try {
    records = await (d.resolveTxt ?? dns.resolveTxt)(name);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "ENOTFOUND" || code === "ENODATA") return found("problem", "noRecord", { name });
    return found("warning", "dnsFailed", { name, error: code ?? messageOf(err) });
  }
  const published = records.map((chunks) => chunks.join("")).map((txt) => /(?:^|;)\s*p=([^;]*)/.exec(txt)?.[1]?.replace(/\s+/g, "")).find(Boolean);
  if (!published) return found("problem", "noRecord", { name });
  const ours = createPublicKey(createPrivateKey(dkim.privateKey)).export({ type: "spki", format: "der" }).toString("base64");
  return published === ours ? found("ok", "ok", { domain: dkim.domainName, name }) : found("problem", "mismatch", { name });
}

/** Logs in and out once: the fetcher's own connection settings (mail/reply-fetcher.ts), loaded only when IMAP is configured. */
async function openImap(url: string): Promise<void> {
  const { ImapFlow } = await import("imapflow");
  const { imapConnection } = await import("../../mail/reply-fetcher");
  const client = new ImapFlow({ ...imapConnection(url), logger: false, connectionTimeout: CHECK_TIMEOUT_MS, greetingTimeout: CHECK_TIMEOUT_MS, socketTimeout: CHECK_TIMEOUT_MS });
  client.on("error", () => undefined);
  try {
    await client.connect();
    await client.logout();
  } finally {
    client.close();
  }
}

async function checkReplyMailbox(d: DoctorDeps): Promise<Found> {
  if (!d.config.IMAP_URL) return found("off", "off");
  try {
    await (d.openImap ?? openImap)(d.config.IMAP_URL);
    return found("ok", "ok");
  } catch (err) {
    return found("problem", "unreachable", { error: messageOf(err) });
  }
}

async function checkStorage(d: DoctorDeps): Promise<Found> {
  const { config } = d;
  if (config.s3) return found("ok", "bucket", { bucket: config.s3.bucket });
  const stats = await fs.statfs(config.dataDir);
  const freeMb = Math.floor((stats.bavail * stats.bsize) / MB);
  const minMb = config.STORAGE_MIN_FREE_MB;
  if (freeMb < minMb) return found("problem", "full", { freeMb, minMb });
  if (freeMb < 2 * minMb) return found("warning", "low", { freeMb, minMb });
  return found("ok", "ok", { freeMb });
}

async function checkBackup(d: DoctorDeps): Promise<Found> {
  if (!d.db && !d.backupAgeSeconds) throw new Error(HELD_DATABASE);
  const seconds = await (d.backupAgeSeconds ?? (() => lastBackupAge(d.db, d.clock.now())))();
  if (seconds === null) return found(d.config.isProduction ? "problem" : "warning", "none");
  const hours = Math.floor(seconds / 3600);
  return hours > BACKUP_MAX_HOURS ? found("problem", "old", { hours }) : found("ok", "ok", { hours });
}

/**
 * The database in use, and on the embedded default how near its ceiling the last minute came:
 * PGlite runs on this process's one thread, so past about EMBEDDED_CEILING_RPS requests/s
 * answers queue (bench/embedded-ceiling.ts); the way on is PostgreSQL (docs/deploy.md).
 */
function checkDatabase(d: DoctorDeps): Found {
  if (d.dbKind === "postgres") return found("ok", "postgres");
  const limit = EMBEDDED_CEILING_RPS;
  if (!d.load) return found("ok", "embeddedUnmeasured", { limit });
  const params = { limit, rate: d.load.requestsPerSecond, delayMs: d.load.eventLoopDelayMs };
  return nearEmbeddedCeiling(d.load) ? found("warning", "nearLimit", params) : found("ok", "embedded", params);
}

/** Against Stripe's clock when it answered, else PostgreSQL's (another machine); PGlite's is this machine's own. */
async function checkClock(d: DoctorDeps, reference: { at?: number }, asked: number): Promise<Found> {
  let source: "stripe" | "database";
  let skewMs: number;
  if (reference.at !== undefined) {
    source = "stripe";
    // The Date header has whole seconds: a second of slack is no skew.
    skewMs = Math.max(0, Math.abs(asked - reference.at) - 1000);
  } else if (d.dbKind === "postgres" && d.db) {
    source = "database";
    const before = (d.realNow ?? Date.now)();
    const [row] = rowsOf<{ epoch: string }>(await d.db.execute(sql`select extract(epoch from clock_timestamp()) as epoch`));
    skewMs = Math.abs(before - Number(row?.epoch) * 1000);
  } else {
    return found("off", "unchecked");
  }
  const seconds = Math.round(skewMs / 1000);
  return seconds > CLOCK_MAX_SKEW_SECONDS ? found("problem", "off", { source, seconds }) : found("ok", "ok", { source, seconds });
}

/** A check that threw or hung: said the same for every check (`checkFailed` in the catalogue). */
const CHECK_FAILED = "checkFailed";

function withTimeout(run: Promise<Found>): Promise<Found> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Found>((resolve) => {
    timer = setTimeout(() => resolve(found("problem", CHECK_FAILED, { error: `no answer within ${CHECK_TIMEOUT_MS / 1000} s` })), CHECK_TIMEOUT_MS);
  });
  return Promise.race([run, late]).finally(() => clearTimeout(timer));
}

/**
 * The operator's health report (Settings → Health, `npm run admin -- doctor`): each finding in
 * words the operator acts on, from the catalogue in core/health-checks. A check that throws
 * reports a problem rather than breaking the report.
 */
export async function runDoctor(d: DoctorDeps): Promise<HealthReport> {
  const reference: { at?: number } = {};
  const asked = (d.realNow ?? Date.now)();
  const payments = checkPayments(d, reference);
  const runs: Record<HealthCheckName, () => Promise<Found>> = {
    mail: () => checkMail(d),
    payments: () => payments,
    dkim: () => checkDkim(d),
    replyMailbox: () => checkReplyMailbox(d),
    storage: () => checkStorage(d),
    database: async () => checkDatabase(d),
    backup: () => checkBackup(d),
    // After Stripe answered (or did not): its Date header is the reference.
    clock: () => payments.then(() => checkClock(d, reference, asked)),
  };
  const findings = await Promise.all(
    HEALTH_CHECKS.map(async (check): Promise<HealthFinding> => {
      const result = await withTimeout(runs[check]()).catch((err: unknown) => found("problem", CHECK_FAILED, { error: messageOf(err) }));
      return { check, ...result, finding: result.finding === CHECK_FAILED ? CHECK_FAILED : `${check}.${result.finding}` };
    }),
  );
  return { checkedAt: d.clock.now().toISOString(), findings };
}
