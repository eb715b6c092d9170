import type { KeyedMessage, MessageParams } from "./i18n/messages/keyed";

/**
 * The one shape every API error takes: `code` says what kind of failure it is,
 * `message` is the product's English, and `key` (with `params`) names the message in the messages
 * catalogue (src/core/i18n/messages), which the web shows in the UI's language. A field error
 * carries its key in `fieldKeys`.
 */
export type ApiErrorBody = {
  error: { code: string; message: string; key?: string; params?: MessageParams; fields?: Record<string, string>; fieldKeys?: Record<string, KeyedMessage> };
};

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === "object" &&
    value !== null &&
    "error" in value &&
    typeof (value as ApiErrorBody).error?.message === "string"
  );
}
