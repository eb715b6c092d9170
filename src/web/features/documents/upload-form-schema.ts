import { messageText } from "@core/i18n/messages/message";
import { adminDocumentUploadSchema, DOCUMENT_MESSAGES } from "@core/documents";
import { z } from "zod";

/**
 * Core's upload schema for what is typed, with the file instead of the id it gets once sent:
 * a missing file is refused with the same message as a missing title or client. Loaded with the
 * dialog's first use. (A dynamic `import("zod")` would keep all of zod, its 40 locales included,
 * in the build: 90 KiB gzip instead of about 25.)
 */
export const uploadFormSchema = adminDocumentUploadSchema.omit({ documentId: true }).extend({ file: z.instanceof(File, { error: messageText(DOCUMENT_MESSAGES.required) }) });
