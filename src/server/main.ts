import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app";
import { provisionAdminAtStart } from "./auth/provision";
import { resolveAuthSecret } from "./auth/secret";
import { adjustableClock, type JobRegistry, systemClock } from "./clock";
import { type Config, ConfigError, parseConfig } from "./config";
import { type Database, lockDataDir, openPglite, openPostgres } from "./db/client";
import { MigrationError } from "./db/migrate";
import { BackupError, type BackupReason, type BackupSource, backupKeyOf, createBackupJob, dumpFactsOffThread, openBackupTarget, serveControlSocket, takeBackup } from "./backups";
import { localDiskStore } from "./storage/blob-store";
import { prettyLogStream, startBanner } from "./dev-log";
import { loggerOptions } from "./http/log-options";
import { createLifecycle, SHUTDOWN_DEADLINE_MS } from "./lifecycle";
import { createReadiness } from "./http/readiness";
import { createOutboxPurge } from "./mail/outbox-purge";
import { mailAttachments } from "./features/payments/attachments";
import { createOutboxWorker } from "./mail/outbox-worker";
import { devTransport, smtpTransport } from "./mail/transport";
import { fulfilmentDepsOf } from "./features/payments/fulfilment";
import { createReconciler } from "./features/payments/reconciler";
import { redenominateOpenRequests } from "./features/payments/euro";
import { createHoldSweep } from "./features/appointments/appointment-holds";
import { createAppointmentRemindersJob } from "./features/appointments/appointment-reminders";
import { createAppointmentAgendaJob } from "./features/appointments/appointment-agenda";
import { periodic } from "./jobs/periodic";
import { createRetentionJob } from "./jobs/retention";
import { createOverdueJob } from "./features/dashboard/overdue";
import { createPaymentRemindersJob } from "./features/payments/payment-reminders";
import { createNewsletterSendJob } from "./features/newsletter/newsletter-send";
import { createReplyPurge } from "./features/messages/inbound/reply-purge";

// Two levels up from src/server/main.ts (tsx) and from dist/server/main.js (the compiled server).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const HOUR_MS = 60 * 60_000;

const consoleLog = { info: (m: string) => console.log(m), error: (o: object, m: string) => console.error(m, o) };
let log: { info(m: string): void; error(o: object, m: string): void } = consoleLog;
// DRAIN_SECONDS of readiness answering 503 come before the usual deadline.
let drainMs = 0;
const lifecycle = createLifecycle({ log: () => log, deadlineMs: () => SHUTDOWN_DEADLINE_MS + drainMs, exit: (code) => process.exit(code) });

function loadConfig(): Config {
  try {
    return parseConfig(process.env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

async function main() {
  const config = loadConfig();
  drainMs = config.DRAIN_SECONDS * 1000;
  // OpenTelemetry only when asked for: without an endpoint none of its modules is loaded.
  const tracing = config.OTEL_EXPORTER_OTLP_ENDPOINT
    ? (await import("./telemetry/tracing")).startTracing({ endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: config.OTEL_SERVICE_NAME, dbSystem: config.DATABASE_URL ? "postgres" : "pglite" })
    : undefined;
  if (tracing) lifecycle.onStop("tracing", () => tracing.shutdown());
  const readiness = createReadiness();

  let database: Database;
  let backupSource: BackupSource;
  if (config.DATABASE_URL) {
    database = openPostgres(config.DATABASE_URL);
    backupSource = { kind: "postgres", url: config.DATABASE_URL };
  } else {
    const unlock = lockDataDir(config.dataDir);
    lifecycle.onStop("data-dir lock", unlock);
    const embedded = await openPglite({ dir: path.join(config.dataDir, "db") });
    database = embedded;
    backupSource = { kind: "pglite", client: embedded.client };
  }
  lifecycle.onStop("database", () => database.close());

  // Files: S3-compatible object storage when S3_BUCKET is set (several instances), else DATA_DIR/files.
  // The S3 and Redis clients load only when configured (modules of their own in the compiled server).
  const s3 = config.s3 ? (await import("./storage/s3-store")).s3Store(config.s3) : undefined;
  if (s3) lifecycle.onStop("object storage client", () => s3.close());
  const storage = s3 ?? localDiskStore(path.join(config.dataDir, "files"));

  // Backups (docs/decisions/0047-backups.md): the command, the schedule and the one before migrations.
  const backupTarget = await openBackupTarget(config);
  lifecycle.onStop("backup target", () => backupTarget.close());
  const backupKey = backupKeyOf(config);
  let backupClock: () => Date = () => new Date();
  const backupNow = (reason: BackupReason) =>
    takeBackup({
      source: backupSource,
      db: database.db,
      storage,
      target: backupTarget,
      key: backupKey,
      now: () => backupClock(),
      reason,
      dumpFacts: dumpFactsOffThread(new URL("./dump-facts-worker.js", import.meta.url)),
    });
  // The embedded default backs itself up before it migrates (PostgreSQL's operator runs pg_dump or the command).
  readiness.setMigrating(true);
  await database.migrate(async (pending, version) => {
    if (database.kind !== "pglite" || version.applied === 0) return undefined;
    console.log(`${pending.length} migration(s) to apply (${pending.map((m) => m.tag).join(", ")}): taking a backup first…`);
    const made = await backupNow("pre-migration").catch((err: Error) => {
      throw new MigrationError(`the backup before migrating failed, so nothing was migrated: ${err.message}`);
    });
    console.log(`backup before migrating: ${made.location}`);
    return `restore the automatic backup (npm run admin -- restore ${made.location}) or run the previous version`;
  });
  readiness.setMigrating(false);

  // Abuse-limit counters: Redis when REDIS_URL is set, else the database (shared by instances either way).
  const limits = config.REDIS_URL
    ? await (await import("./http/redis-limit-store")).redisLimitStore(config.REDIS_URL, { prefix: config.REDIS_PREFIX })
    : undefined;
  if (limits) lifecycle.onStop("redis", () => limits.close());

  // Development reads as text (pino-pretty, a dev dependency); production and tests log JSON lines.
  const pretty = config.NODE_ENV === "development" ? await prettyLogStream() : undefined;
  // The real clock; the browser suite's second server moves its own forward (TEST_CLOCK, /dev/clock).
  const timeTravel = config.TEST_CLOCK ? { clock: adjustableClock(), jobs: new Map() as JobRegistry } : undefined;
  const clock = timeTravel?.clock ?? systemClock;
  backupClock = () => clock.now();
  // The euro: open BGN payment requests become EUR once, before anything can remind or charge (docs/decisions/0033-euro.md).
  const redenominated = await redenominateOpenRequests(database.db, clock.now());
  const app = await buildApp({
    timeTravel,
    storage,
    limits,
    config,
    db: database.db,
    dbKind: database.kind,
    clock,
    authSecret: resolveAuthSecret(config),
    webDir: path.join(root, "dist/web"),
    logger: { ...loggerOptions(config.LOG_LEVEL), ...(pretty ? { stream: pretty } : {}) },
    listener: database,
    database,
    readiness,
    tracing,
  });
  log = { info: (m) => app.log.info(m), error: (o, m) => app.log.error(o, m) };
  // Every periodic job is watched by /metrics (concierge_job_lag_seconds, concierge_job_failures).
  const job = <T>(name: string, runOnce: () => Promise<T>, again?: (result: T) => boolean) => {
    const loop = periodic(name, runOnce, app.log, again);
    app.metrics.watchJob(name, loop);
    return loop;
  };
  if (redenominated) app.log.info(`${redenominated} open payment request(s) in BGN re-denominated to EUR at 1.95583 (see the audit log)`);

  // A generated admin password goes out at warn level, so it is printed even under LOG_LEVEL=warn; never lost to "silent".
  const quiet = ["fatal", "error", "silent"].includes(config.LOG_LEVEL);
  const warn = (m: string) => (quiet ? console.error(m) : app.log.warn(m));
  const generatedAdmin = await provisionAdminAtStart(database.db, config, { info: (m) => app.log.info(m), warn }, { logPassword: !pretty });

  const baseTransport = config.SMTP_URL ? smtpTransport(config.SMTP_URL, config.dkim) : devTransport((line) => app.log.info(line));
  const transport = tracing ? tracing.traceMail(baseTransport) : baseTransport;
  lifecycle.onStop("mail transport", () => transport.close?.());
  const worker = createOutboxWorker({ db: database.db, transport, from: config.MAIL_FROM, replyDomain: config.replyDomain, clock, log: app.log, attach: mailAttachments(database.db, app.business) });
  worker.start(config.OUTBOX_POLL_MS);
  lifecycle.onStop("outbox worker", () => worker.stop());
  // Settles orders whose webhook never came (or, with the test checkout, whose session expired).
  const reconciler = createReconciler(Object.assign(fulfilmentDepsOf(app), { gateway: app.payments }));
  reconciler.start();
  lifecycle.onStop("reconciler", () => reconciler.stop());
  const retention = createRetentionJob({
    db: database.db,
    storage: app.storage,
    clock,
    retentionDays: config.DOCUMENT_RETENTION_DAYS,
    log: app.log,
  });
  const retentionLoop = job("retention", retention.runOnce, (n) => n >= 100);
  retentionLoop.start(HOUR_MS, 30_000);
  lifecycle.onStop("retention job", () => retentionLoop.stop());
  const purge = createOutboxPurge({ db: database.db, clock, retentionDays: config.OUTBOX_RETENTION_DAYS, log: app.log });
  const purgeLoop = job("outbox purge", purge.runOnce, (n) => n >= 500);
  purgeLoop.start(HOUR_MS, 45_000);
  lifecycle.onStop("outbox purge", () => purgeLoop.stop());
  // One email and a bell notification to the operator when a promise falls overdue.
  const overdue = createOverdueJob({ db: database.db, clock, operatorEmail: () => app.business.operatorEmail(), publicUrl: config.publicUrl, log: app.log });
  const overdueLoop = job("overdue", overdue.runOnce, (n) => n >= 100);
  overdueLoop.start(60_000, 20_000);
  lifecycle.onStop("overdue job", () => overdueLoop.stop());
  // Payment requests' reminders: on the due date and a week later, each once.
  const reminders = createPaymentRemindersJob({ db: database.db, clock, publicUrl: config.publicUrl, log: app.log });
  const remindersLoop = job("payment reminders", reminders.runOnce, (n) => n >= 100);
  remindersLoop.start(5 * 60_000, 25_000);
  lifecycle.onStop("payment reminders job", () => remindersLoop.stop());
  // Reply by email: expired reply tokens and old inbound records go (they hold addresses).
  const replyPurge = createReplyPurge({ db: database.db, clock, log: app.log });
  const replyPurgeLoop = job("reply purge", replyPurge.runOnce, (n) => n >= 500);
  replyPurgeLoop.start(HOUR_MS, 50_000);
  lifecycle.onStop("reply purge", () => replyPurgeLoop.stop());
  // Reply by email: the replies in IMAP_URL's mailbox become messages (docs/decisions/0025-reply-by-email.md).
  if (config.IMAP_URL) {
    // Loaded only when configured, as S3's and Stripe's SDKs are.
    const { createReplyFetcher } = await import("./mail/reply-fetcher");
    const { inboundDepsOf, MAX_RAW_BYTES, receiveReply } = await import("./features/messages/inbound/receive-reply");
    const inbound = inboundDepsOf(app);
    const fetcher = createReplyFetcher({
      url: config.IMAP_URL,
      db: database.db,
      dbKind: database.kind,
      maxBytes: MAX_RAW_BYTES,
      log: app.log,
      process: (raw, o) => receiveReply(inbound, raw, { source: "imap", ...o }),
    });
    fetcher.start(config.IMAP_POLL_MS);
    lifecycle.onStop("reply fetcher", () => fetcher.stop());
  }
  // Appointment slots held by abandoned checkouts go back after their 10 minutes.
  const holds = createHoldSweep(Object.assign(fulfilmentDepsOf(app), { gateway: app.payments }));
  const holdsLoop = job("appointment holds", holds.runOnce, (n) => n >= 50);
  holdsLoop.start(60_000, 15_000);
  lifecycle.onStop("appointment holds", () => holdsLoop.stop());
  // Reminders 24 hours and 1 hour before each confirmed appointment, each once.
  const appointmentReminders = createAppointmentRemindersJob({ db: database.db, clock, log: app.log });
  const appointmentRemindersLoop = job("appointment reminders", appointmentReminders.runOnce, (n) => n >= 100);
  appointmentRemindersLoop.start(60_000, 35_000);
  lifecycle.onStop("appointment reminders", () => appointmentRemindersLoop.stop());
  // The operator's agenda of the day's appointments at 8:00 Sofia time, once a day.
  const agenda = createAppointmentAgendaJob({ db: database.db, clock, operatorEmail: () => app.business.operatorEmail() });
  const agendaLoop = job("appointment agenda", agenda.runOnce);
  agendaLoop.start(60_000, 40_000);
  lifecycle.onStop("appointment agenda", () => agendaLoop.stop());
  // Newsletter issues go out a batch a minute; a send cut short by a restart resumes here.
  const newsletterSend = createNewsletterSendJob({ db: database.db, clock, siteUrl: config.publicUrl, perMinute: config.NEWSLETTER_SEND_PER_MINUTE, replyDomain: config.replyDomain });
  const newsletterSendLoop = job("newsletter send", newsletterSend.runOnce);
  newsletterSendLoop.start(60_000, 10_000);
  lifecycle.onStop("newsletter send", () => newsletterSendLoop.stop());
  // The daily backup: checked every 10 minutes, taken by one instance (a lease) when due.
  const backupJob = createBackupJob({
    db: database.db,
    clock,
    target: backupTarget,
    everyHours: config.BACKUP_EVERY_HOURS,
    retainDays: config.BACKUP_RETAIN_DAYS,
    holder: `${os.hostname()}:${process.pid}`,
    operatorEmail: () => app.business.operatorEmail(),
    publicUrl: config.publicUrl,
    run: () => backupNow("scheduled"),
    log: { info: (m) => app.log.info(m), error: (o, m) => app.log.error(o, m) },
  });
  const backupLoop = periodic("backup", backupJob.runOnce, app.log);
  backupLoop.start(10 * 60_000, 2 * 60_000);
  lifecycle.onStop("backup job", () => backupLoop.stop());
  // `npm run admin -- backup` while this server holds the embedded database asks it here.
  if (database.kind === "pglite") {
    const control = await serveControlSocket(config.dataDir, { backup: () => backupNow("manual") });
    lifecycle.onStop("control socket", () => control.close());
  }
  if (timeTravel) {
    timeTravel.jobs.set("backup", backupJob.runOnce);
    timeTravel.jobs.set("newsletter send", newsletterSend.runOnce);
    timeTravel.jobs.set("overdue", overdue.runOnce);
    timeTravel.jobs.set("payment reminders", reminders.runOnce);
    timeTravel.jobs.set("retention", retention.runOnce);
    timeTravel.jobs.set("reply purge", replyPurge.runOnce);
    timeTravel.jobs.set("appointment holds", holds.runOnce);
    timeTravel.jobs.set("appointment reminders", appointmentReminders.runOnce);
    timeTravel.jobs.set("appointment agenda", agenda.runOnce);
    app.log.warn("TEST_CLOCK: this server's clock can be moved forward at /dev/clock (browser suite only)");
  }
  // Last registered, first stopped: no new request, and the ones in flight finish, before anything else closes.
  lifecycle.onStop("http server", () => app.close());
  // First of all: readiness answers 503, and for DRAIN_SECONDS requests are still served while a load balancer notices.
  lifecycle.onStop("readiness", async () => {
    readiness.drain();
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  });

  if (app.payments.kind === "test") {
    const line = "Payments: built-in TEST MODE checkout, no real money. Pay with card 4242 4242 4242 4242, any future expiry, any CVC.";
    config.isProduction ? app.log.warn(`${line} (PAYMENTS=test: every page shows a TEST MODE banner)`) : app.log.info(line);
  }

  // Fastify logs one "Server listening at" line per interface; we print the one address to open.
  const level = app.log.level;
  if (["info", "debug", "trace"].includes(level)) app.log.level = "warn";
  // A backlog sized for bursts: thousands of tabs reconnecting at once after a deploy wait in the
  // kernel's queue until the server answers each (a stream, or 503 + Retry-After), not reset.
  const address = await app.listen({ port: config.PORT, host: config.HOST, backlog: config.LISTEN_BACKLOG });
  app.log.level = level;
  const url = config.PORT === 0 ? address : config.publicUrl;
  const details = `database: ${database.kind}, files: ${config.s3 ? `s3 bucket ${config.s3.bucket}` : "local disk"}, limits: ${limits ? "redis" : database.kind}`;
  if (pretty) {
    // Printed whatever LOG_LEVEL says: it may hold the only copy of a generated password.
    process.stdout.write(startBanner({ url, details, admin: generatedAdmin, mailbox: config.devMailbox ? `${url}/dev/mailbox` : undefined }));
  } else {
    app.log.info(`Concierge is running at ${url} (${details}${config.devMailbox ? ", dev mailbox at /dev/mailbox" : ""})`);
  }
}

process.on("SIGINT", () => void lifecycle.stop("SIGINT", 0));
process.on("SIGTERM", () => void lifecycle.stop("SIGTERM", 0));
// A crash still closes the database and releases the data-dir lock, then exits non-zero.
for (const event of ["unhandledRejection", "uncaughtException"] as const) {
  process.on(event, (err) => {
    log.error({ err }, `${event}: ${err instanceof Error ? err.message : String(err)}`);
    void lifecycle.stop(event, 1);
  });
}

main().catch((err) => {
  // A failed migration or backup check is one line the operator can act on, not a stack.
  if (err instanceof MigrationError || err instanceof BackupError) {
    console.error(err.message);
    void lifecycle.stop("start refused", 1);
    return;
  }
  log.error({ err }, `could not start: ${err instanceof Error ? err.message : String(err)}`);
  void lifecycle.stop("start failed", 1);
});
