import { type ApiErrorBody, isApiErrorBody, type WireMessage } from "@core/api-error";
import { isKnownKey } from "@core/i18n/messages/known-keys";
import { type Message, messageText, msg } from "@core/i18n/messages/message";
import { type Empty, type InputOf, pathOf, type ResponseOf, type Route } from "@core/contract";
import { loadEnglishMessages } from "@web/i18n/en";
import { takeDataAtLoad } from "./data-at-load";

/**
 * An API failure, carrying the server's `{ error: { code, message, fields } }`. A message made
 * by key (the web's own, or the API's with a key this web knows) is its `messageText`, which
 * useTranslate says in the UI's language; any other is the API's English, shown as it is.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    readonly code: string,
    message: Message | string,
    readonly fields?: Record<string, string>,
  ) {
    super(typeof message === "string" ? message : messageText(message));
  }

  /** 4xx: the request was refused for a reason the user can act on. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export const isApiError = (err: unknown): err is ApiError => err instanceof ApiError;

/**
 * A message of the API by its key when this web knows the key (an older web shows a newer API's
 * English). The keys come with the messages' English (i18n/en.ts), which apiRequest awaits
 * before it answers with a message.
 */
const keyedOr = (english: string, wire: WireMessage | undefined): string => (wire && isKnownKey(wire.key) ? messageText(wire as Message) : english);

/** The server's error as an ApiError: its message and each field's by key (useTranslate says them). */
export function apiErrorOf(status: number, { error }: ApiErrorBody): ApiError {
  const wire = error.key ? { key: error.key, params: error.params } : undefined;
  const fields = error.fields && Object.fromEntries(Object.entries(error.fields).map(([field, text]) => [field, keyedOr(text, error.fieldKeys?.[field])]));
  return new ApiError(status, error.code, keyedOr(error.message, wire), fields);
}

/** A success answer's message (“Task updated”), by key when this web knows it: useTranslate and the toasts say it. */
export const saidOf = (answer: { message: string; key?: string; params?: WireMessage["params"] }): string =>
  keyedOr(answer.message, answer.key === undefined ? undefined : { key: answer.key, params: answer.params });

const NETWORK_MESSAGE = msg("web.network");
const SERVER_MESSAGE = msg("api.internalError");
export const requestFailed = (status: number): Message => msg("web.requestFailed", { status });

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

type RequestOptions<T> = {
  method?: Method;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** Checks the response's shape; without it the JSON is trusted as T. */
  schema?: Schema<T>;
};

/**
 * A zod schema, or anything else with its `safeParse` (the one method used here): this module
 * is in the storefront's entry chunk, and zod need not be.
 */
type Schema<T> = { safeParse(data: unknown): { success: true; data: T } | { success: false } };

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The messages' English, awaited before an answer that may carry a message (a failure; a change's
 * success, which a toast says): what shows it then says it, never its key. A failed fetch of it
 * (offline) leaves the message to the fallback of i18n/en.ts.
 */
export const messagesIn = (): Promise<void> => loadEnglishMessages().catch((err: unknown) => console.error(err));

/** JSON in, JSON out, same-origin cookies. Throws ApiError for any failure. */
export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = options.body === undefined ? "GET" : "POST", body, signal, schema } = options;
  // A change's answer is said (a toast, a form's error): its messages are fetched beside it.
  const saying = method === "GET" ? undefined : messagesIn();
  // The page came with this answer (an operator's first page): it is not asked twice.
  const carried = method === "GET" && !schema ? takeDataAtLoad(path) : undefined;
  if (carried !== undefined) return carried as T;
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      signal,
      credentials: "same-origin",
      headers: {
        Accept: "application/json",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    await (saying ?? messagesIn());
    throw new ApiError(0, "network_error", NETWORK_MESSAGE);
  }

  const data = await readJson(res);
  if (!res.ok || saying) await (saying ?? messagesIn());
  if (!res.ok) {
    if (isApiErrorBody(data)) {
      throw apiErrorOf(res.status, data);
    }
    throw new ApiError(res.status, "http_error", res.status >= 500 ? SERVER_MESSAGE : requestFailed(res.status));
  }
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    await messagesIn();
    throw new ApiError(res.status, "bad_response", SERVER_MESSAGE);
  }
  return parsed.data;
}


type CallInput<R extends Route> = InputOf<R> & { readonly signal?: AbortSignal };
/** One route's call: its input (optional when nothing is required), its success JSON. */
export type Call<R extends Route> = Empty extends InputOf<R>
  ? (input?: CallInput<R>) => Promise<ResponseOf<R>>
  : (input: CallInput<R>) => Promise<ResponseOf<R>>;

/**
 * A feature's typed calls, from its route table (plain data) and its contract's type:
 *
 * ```ts
 * import type { tasksContract } from "@core/tasks";
 * import { tasksRoutes } from "@core/routes/tasks";
 * const tasksApi = client<typeof tasksContract>(tasksRoutes);
 * await tasksApi.get({ params: { id } }); // TaskDetails
 * ```
 *
 * The contract comes in as a type only, so a page that reads data loads no zod: the server's
 * serializer has already checked each answer against the same response schema.
 */
export function client<C extends Readonly<Record<string, Route>>>(table: { readonly [K in keyof C]: Pick<C[K], "method" | "path" | "access"> }): {
  readonly [K in keyof C]: Call<C[K]>;
} {
  const call = (spec: Pick<Route, "method" | "path">) => (input: { params?: Record<string, string>; query?: Record<string, never>; body?: unknown; signal?: AbortSignal } = {}) =>
    apiRequest(pathOf(spec, input.params, input.query), {
      method: spec.method,
      // A POST without a body sends `{}`, as `api.post` does: an empty JSON body is refused.
      body: input.body ?? (spec.method === "GET" || spec.method === "DELETE" ? undefined : {}),
      signal: input.signal,
    });
  return Object.fromEntries(Object.entries(table).map(([name, spec]) => [name, call(spec)])) as never;
}
