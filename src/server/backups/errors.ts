/** A backup or restore that cannot go on: its message is the one line the operator reads. */
export class BackupError extends Error {}

/** One line for a file-system or S3 failure, naming where. */
export function describeFailure(err: unknown, where: string): string {
  if (err instanceof BackupError) return err.message;
  const e = err as NodeJS.ErrnoException & { name?: string; $metadata?: { httpStatusCode?: number } };
  if (e.code === "ENOSPC") return `${where} is full (no space left on device)`;
  if (e.code === "EACCES" || e.code === "EPERM") return `${where} cannot be written: permission denied`;
  if (e.code === "EROFS") return `${where} is on a read-only file system`;
  if (e.$metadata) return `the S3 bucket ${where} refused the request (${e.name ?? "error"}${e.$metadata.httpStatusCode ? ` ${e.$metadata.httpStatusCode}` : ""})`;
  if (e.code === "ECONNREFUSED" || e.code === "ENOTFOUND" || e.code === "ECONNRESET") return `${where} cannot be reached (${e.code})`;
  return `${where}: ${(e.message ?? String(err)).split("\n")[0]}`;
}
