import path from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { createAdmin, ProvisionError, setRoleByEmail } from "../auth/provision";
import { ConfigError, parseConfig } from "../config";
import { type Database, lockDataDir, openPglite, openPostgres } from "../db/client";
import { PasswordInputError, readPassword } from "./password-input";
import { doctorCommand } from "./doctor";
import { BackupError } from "../backups";
import { backupCommand, restoreCommand } from "./backup-commands";
import { type Locale, pickLocale } from "../../core/locale";

const USAGE = `Usage:
  npm run admin -- create  --email EMAIL [--name NAME]
  npm run admin -- promote --email EMAIL
  npm run admin -- demote  --email EMAIL
  npm run admin -- doctor  [--send-test-mail] [--lang bg]
  npm run admin -- backup  [--to FOLDER]
  npm run admin -- restore BACKUP [--force]

backup writes a verified backup of the database and every stored file to BACKUP_DIR (or
BACKUP_S3_BUCKET, or --to FOLDER), encrypted when BACKUP_KEY_FILE is set; it works while
the server runs. restore puts one (a folder path, or a name in BACKUP_DIR / the bucket) into
an empty DATA_DIR or DATABASE_URL; --force sets the current data aside first. Stop the server
before a restore.

Works on DATABASE_URL when set, otherwise on the embedded database in DATA_DIR
(stop the server first: the embedded database can only be open in one process).
create asks for the password at a prompt that does not echo it; a script pipes it on
standard input instead (printf '%s\\n' "$PASSWORD" | npm run admin -- create --email X).
Left empty, a random password is generated and printed once.
doctor says whether mail, payments, DKIM, the reply mailbox, storage, the last backup and
the clock work, and what to do where they do not (exit code 1 on any problem); it may run
beside the server (on the embedded database, the checks that need it point to Settings → Health).`;

/** The password as an argument would show in the process list and the shell history. */
const PASSWORD_ARGUMENT =
  "--password is not accepted: it would show in the process list. Type the password at the prompt, or pipe it on standard input (printf '%s\\n' \"$PASSWORD\" | npm run admin -- create --email X).";

async function openDatabase(config: ReturnType<typeof parseConfig>): Promise<{ database: Database; unlock: () => void }> {
  if (config.DATABASE_URL) return { database: openPostgres(config.DATABASE_URL), unlock: () => {} };
  let unlock: () => void;
  try {
    unlock = lockDataDir(config.dataDir);
  } catch (err) {
    throw new ProvisionError(`The server seems to be running on ${config.dataDir}: stop it first, then run this command again.\n(${(err as Error).message})`);
  }
  const database = await openPglite({ dir: path.join(config.dataDir, "db") });
  return { database, unlock };
}

/** The health report; beside a running server on the embedded database, without the database. */
async function doctor(sendTestMail: boolean, locale: Locale): Promise<number> {
  const config = parseConfig(process.env);
  let opened: Awaited<ReturnType<typeof openDatabase>> | null = null;
  try {
    opened = await openDatabase(config);
  } catch (err) {
    if (!(err instanceof ProvisionError)) throw err;
  }
  try {
    await opened?.database.migrate();
    return await doctorCommand({ config, database: opened?.database ?? null, sendTestMail, locale, out: (text) => process.stdout.write(text) });
  } finally {
    await opened?.database.close();
    opened?.unlock();
  }
}

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: "string" },
      password: { type: "string" },
      name: { type: "string" },
      help: { type: "boolean", short: "h" },
      "send-test-mail": { type: "boolean" },
      lang: { type: "string" },
      to: { type: "string" },
      force: { type: "boolean" },
    },
  });
  if (values.password !== undefined) {
    console.error(PASSWORD_ARGUMENT);
    return 2;
  }
  const command = positionals[0];
  if (command === "doctor" && !values.help) return doctor(values["send-test-mail"] === true, pickLocale(values.lang));
  if (command === "backup") return backupCommand(parseConfig(process.env), values.to);
  if (command === "restore") {
    if (!positionals[1]) {
      console.log(USAGE);
      return 2;
    }
    return restoreCommand(parseConfig(process.env), positionals[1], values.force ?? false);
  }
  if (values.help || !command || !["create", "promote", "demote"].includes(command) || !values.email) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const email = values.email.trim().toLowerCase();
  if (!z.email().safeParse(email).success) {
    console.error(`Not an email address: ${JSON.stringify(values.email)}. Nothing was changed.`);
    return 2;
  }
  const config = parseConfig(process.env);
  const { database, unlock } = await openDatabase(config);
  try {
    await database.migrate();
    if (command === "create") {
      const password = (await readPassword()) || undefined;
      const { generatedPassword } = await createAdmin(database.db, { email, password, name: values.name });
      console.log(`Administrator ${email} created (email verified).`);
      if (generatedPassword) console.log(`Password: ${generatedPassword}\nThis is the only time it is shown. Sign in at /auth.`);
    } else {
      const role = command === "promote" ? "admin" : "member";
      const result = await setRoleByEmail(database.db, email, role);
      console.log(result === "changed" ? `${email} is now ${role === "admin" ? "an administrator" : "a member"}.` : `${email} already was ${role === "admin" ? "an administrator" : "a member"}.`);
    }
    return 0;
  } finally {
    await database.close();
    unlock();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    if ((err as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
      console.error(`${err.message}\n\n${USAGE}`);
      process.exit(2);
    }
    if (err instanceof ProvisionError || err instanceof ConfigError || err instanceof PasswordInputError || err instanceof BackupError) {
      console.error(err.message);
      process.exit(1);
    }
    console.error(err);
    process.exit(1);
  },
);
