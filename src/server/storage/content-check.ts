import type { UploadExtension } from "../../core/upload";

/**
 * The content check behind the extension allow-list: a binary format must
 * carry its own magic bytes (a .pdf must really be a PDF), and a text format must not be
 * a binary in disguise. Returns the content type to store, or null to refuse the file.
 */
const BINARY: Partial<Record<UploadExtension, { detected: string[]; mime: string }>> = {
  pdf: { detected: ["pdf"], mime: "application/pdf" },
  doc: { detected: ["cfb"], mime: "application/msword" },
  xls: { detected: ["cfb"], mime: "application/vnd.ms-excel" },
  docx: { detected: ["docx", "zip"], mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" },
  xlsx: { detected: ["xlsx", "zip"], mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
  odt: { detected: ["odt", "zip"], mime: "application/vnd.oasis.opendocument.text" },
  pages: { detected: ["zip"], mime: "application/vnd.apple.pages" },
  rtf: { detected: ["rtf"], mime: "application/rtf" },
  jpg: { detected: ["jpg"], mime: "image/jpeg" },
  jpeg: { detected: ["jpg"], mime: "image/jpeg" },
  png: { detected: ["png", "apng"], mime: "image/png" },
  gif: { detected: ["gif"], mime: "image/gif" },
  bmp: { detected: ["bmp"], mime: "image/bmp" },
  webp: { detected: ["webp"], mime: "image/webp" },
};

const TEXT: Partial<Record<UploadExtension, string>> = {
  txt: "text/plain; charset=utf-8",
  csv: "text/csv; charset=utf-8",
  // A Google Docs shortcut is a small JSON file pointing at the document.
  gdoc: "application/json",
};

export async function checkDocumentContent(ext: UploadExtension, data: Buffer): Promise<string | null> {
  // file-type (and its tokenizer packages) loads with the first upload, not with the server.
  const { fileTypeFromBuffer } = await import("file-type");
  const detected = await fileTypeFromBuffer(data);
  const binary = BINARY[ext];
  if (binary) return detected && binary.detected.includes(detected.ext) ? binary.mime : null;
  const text = TEXT[ext];
  if (!text) return null;
  // Text has no magic bytes: refuse anything recognisably binary, and NUL bytes (never in text).
  if (detected && !detected.mime.startsWith("text/") && detected.ext !== "xml") return null;
  return data.subarray(0, 64 * 1024).includes(0) ? null : text;
}
