import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/**
 * Private file storage: nothing here is ever served directly; a route that
 * checks who is asking reads a blob and sends it. Local disk by default, S3-compatible at scale.
 */
export interface BlobStore {
  put(key: string, data: Buffer): Promise<void>;
  /**
   * Writes a stream under `key` without holding it in memory. The blob appears only once the
   * stream has ended; when the stream fails (client gone, size limit) nothing is left behind
   * and the stream's error is rethrown.
   */
  putStream(key: string, data: Readable): Promise<void>;
  /** null when there is no such blob. Holds the whole blob in memory: prefer getStream to send one. */
  get(key: string): Promise<Buffer | null>;
  /**
   * The blob as a stream, read as it is sent (a download never holds the file whole);
   * null when there is no such blob, decided before the stream is returned.
   */
  getStream(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
}

/** A generated, unguessable name: timestamp + random + the original extension. */
export function newBlobKey(prefix: string, ext: string, now: Date): string {
  return `${prefix}/${now.getTime()}-${randomBytes(12).toString("hex")}${ext ? `.${ext}` : ""}`;
}

const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.?[a-z0-9]*$/;

const PARTIAL = /\.partial-[0-9a-f]{12}$/;

/**
 * Removes the temporary files of uploads cut short by a crash (a stopped upload removes
 * its own). Only those older than `olderThanMs`, well past any request timeout, so an
 * upload in progress is never touched.
 */
export async function sweepPartialUploads(root: string, olderThanMs = 3600_000, now = Date.now()): Promise<number> {
  let removed = 0;
  let names: string[];
  try {
    names = (await fs.readdir(root, { recursive: true })) as string[];
  } catch {
    return 0;
  }
  for (const name of names.filter((n) => PARTIAL.test(n))) {
    const file = path.join(root, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat?.isFile() && now - stat.mtimeMs > olderThanMs) {
      await fs.rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/**
 * Files under `root` (DATA_DIR/files, outside the web app's folder), readable by this
 * process only. Leftovers of uploads interrupted by a crash are swept on creation.
 */
export function localDiskStore(root: string): BlobStore {
  void sweepPartialUploads(root).catch(() => {});
  const resolve = (key: string) => {
    // Keys are ours, but a key that could climb out of the root is refused outright.
    if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`unsafe blob key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await fs.writeFile(file, data, { flag: "wx", mode: 0o600 });
    },
    async putStream(key, data) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      // Written under a temporary name, then linked into place (which, like "wx", never
      // replaces an existing blob): a half-received file is never visible under its key.
      const partial = `${file}.partial-${randomBytes(6).toString("hex")}`; // see PARTIAL
      try {
        await pipeline(data, createWriteStream(partial, { flags: "wx", mode: 0o600 }));
        await fs.link(partial, file);
      } finally {
        await fs.rm(partial, { force: true });
      }
    },
    async get(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw err;
      }
    },
    async getStream(key) {
      // Opened here, so a missing blob answers null instead of failing the stream later.
      const handle = await fs.open(resolve(key), "r").catch((err: NodeJS.ErrnoException) => {
        if (err.code === "ENOENT") return null;
        throw err;
      });
      return handle ? handle.createReadStream() : null;
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}
