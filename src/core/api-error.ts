
/**
 * The one shape every API error takes: `code` says what kind of failure it is,
 * `message` is the product's English, and `key` (with `params`) names the message in the messages
 * catalogue (src/core/i18n/messages), which the web shows in the UI's language. A field error
 * carries its key in `fieldKeys`.
 */
export type ApiErrorBody = {
  error: { code: string; message: string; key?: string; params?: WireMessage["params"]; fields?: Record<string, string>; fieldKeys?: Record<string, WireMessage> };
};

/** A message on the wire: its key and parameters, a parameter that is a message keyed the same way (one level: deeper ones come said in English). */
export type WireMessage = { key: string; params?: Record<string, string | number | { key: string; params?: Record<string, string | number> }> };

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === "object" &&
    value !== null &&
    "error" in value &&
    typeof (value as ApiErrorBody).error?.message === "string"
  );
}
