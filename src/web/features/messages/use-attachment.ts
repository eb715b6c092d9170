import { useRef, useState } from "react";
import { uploadDocumentFile } from "@web/lib/documents";
import type { UploadProgress } from "@web/lib/upload";

/**
 * An optional file for a message: chosen in the drop zone, sent to private storage with real
 * progress when the message is sent; a stored file is not sent again when only the message is retried.
 */
export function useAttachment() {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const uploaded = useRef<{ file: File; id: string } | null>(null);

  /** The document ids to send with the message (uploads the file first). Throws ApiError. */
  async function documentIds(): Promise<string[]> {
    if (!file) return [];
    if (uploaded.current?.file === file) return [uploaded.current.id];
    setProgress({ loaded: 0, total: file.size });
    try {
      const { id } = await uploadDocumentFile(file, setProgress);
      uploaded.current = { file, id };
      return [id];
    } finally {
      setProgress(null);
    }
  }

  function reset() {
    setFile(null);
    setProgress(null);
    uploaded.current = null;
  }

  return { file, setFile, progress, documentIds, reset };
}
