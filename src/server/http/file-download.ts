import type { FastifyReply } from "fastify";

/** The file name for Content-Disposition: an ASCII fallback and the exact name (RFC 5987 / 6266). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^A-Za-z0-9._ -]/g, "_") || "document";
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** A PDF we wrote (a receipt, an invoice, a credit note) as a download under its own name, never kept by a cache. */
export function sendPdf(reply: FastifyReply, file: { filename: string; pdf: Buffer }) {
  return reply
    .header("Cache-Control", "private, no-store")
    .header("Content-Disposition", `attachment; filename="${file.filename}"`)
    .type("application/pdf")
    .send(file.pdf);
}

/**
 * Sends a private file as a download: always an attachment, never sniffed into
 * something the browser would run, never kept by a cache, sandboxed if opened anyway.
 */
export function sendPrivateFile(reply: FastifyReply, file: { data: Buffer; fileName: string; contentType: string }) {
  return reply
    .header("Content-Type", file.contentType)
    .header("Content-Disposition", attachmentDisposition(file.fileName))
    .header("X-Content-Type-Options", "nosniff")
    .header("Cache-Control", "private, no-store")
    .header("Content-Security-Policy", "default-src 'none'; sandbox")
    .send(file.data);
}
