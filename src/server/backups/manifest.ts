import { createHash } from "node:crypto";
import { type Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { z } from "zod";
import { decryptStream, keyCheck } from "./crypto";
import { BackupError } from "./errors";
import type { BackupTarget } from "./target";

export const MANIFEST = "manifest.json";

const fileEntry = z.object({ key: z.string(), bytes: z.number().int().min(0), sha256: z.string().length(64) });

/** What a backup holds, written last (before the seal) and checked by every restore. */
export const manifestSchema = z.object({
  format: z.literal(1),
  name: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  /** How many of the repo's migrations the database had, and the last one's tag. */
  schema: z.object({ applied: z.number().int().min(0), tag: z.string().nullable() }),
  database: z.object({ kind: z.enum(["pglite", "postgres"]), file: z.string(), bytes: z.number().int(), sha256: z.string().length(64) }),
  /** Rows per table ("schema.table"), as in the dump. */
  tables: z.record(z.string(), z.number().int().min(0)),
  files: z.array(fileEntry),
  /** Keys the dump names whose file was already gone when it was copied (removed by retention meanwhile). */
  missingFiles: z.array(z.string()),
  encryption: z.object({ algorithm: z.literal("aes-256-gcm"), keyCheck: z.string() }).nullable(),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** Hashes (SHA-256) and counts what passes through. */
export function hasher(): Transform & { digest(): string; bytes: number } {
  const hash = createHash("sha256");
  const t = new Transform({
    transform(chunk: Buffer, _e, done) {
      hash.update(chunk);
      t.bytes += chunk.length;
      done(null, chunk);
    },
  }) as Transform & { digest(): string; bytes: number };
  t.bytes = 0;
  t.digest = () => hash.digest("hex");
  return t;
}

/** One object of a backup, decrypted when the backup is encrypted. */
export async function openObject(target: BackupTarget, name: string, rel: string, key: Buffer | null): Promise<Readable> {
  const raw = await target.read(name, rel);
  if (!key) return raw;
  const dec = decryptStream(key, rel);
  raw.on("error", (err) => dec.destroy(err));
  return raw.pipe(dec);
}

/** Reads, hashes and checks one object against its entry; `sink` gets the plaintext. */
export async function checkObject(target: BackupTarget, name: string, rel: string, key: Buffer | null, expected: { bytes: number; sha256: string }, sink?: NodeJS.WritableStream): Promise<void> {
  const h = hasher();
  const source = await openObject(target, name, rel, key);
  if (sink) await pipeline(source, h, sink);
  else await pipeline(source, h, async (chunks: AsyncIterable<Buffer>) => {
    for await (const _ of chunks);
  });
  if (h.bytes !== expected.bytes || h.digest() !== expected.sha256) throw new BackupError(`the backup ${name} is damaged: ${rel} does not match its checksum (truncated or changed)`);
}

/** The manifest, parsed; a backup without one (or with a damaged one) is refused on one line. */
export async function readManifest(target: BackupTarget, name: string, key: Buffer | null): Promise<Manifest> {
  let text = "";
  const raw = await target.read(name, MANIFEST);
  for await (const c of raw) text += c;
  let parsed: Manifest;
  try {
    parsed = manifestSchema.parse(JSON.parse(text));
  } catch {
    throw new BackupError(`the backup ${name} has a damaged manifest (truncated or changed)`);
  }
  if (parsed.encryption && !key) throw new BackupError(`the backup ${name} is encrypted: set BACKUP_KEY_FILE to its key`);
  if (parsed.encryption && key && keyCheck(key) !== parsed.encryption.keyCheck) throw new BackupError(`BACKUP_KEY_FILE is not the key of the backup ${name} (wrong key)`);
  return parsed;
}
