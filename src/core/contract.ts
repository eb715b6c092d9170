import type { z } from "zod";

/**
 * Contracts as code (docs/decisions/0017-contracts.md). Each feature states its routes once, in core:
 *
 * - a route table (`core/routes/<feature>.ts`): method, path and access, plain data the browser
 *   can load without zod;
 * - the feature's contract (`contract(table, schemas)` beside its zod schemas in core): params,
 *   query, body and response per route, tied to the table entry by name.
 *
 * The server registers each route from the contract (`route.from(contract.x, …)`), so Fastify's
 * validation, the response serializer and the OpenAPI document at /api/docs all come from it;
 * the web calls it through `client<typeof contract>(table)` (`web/lib/api.ts`), typed from the
 * contract by `import type`.
 */

/** Who may call a route. Declared on every route; the access hook enforces it before anything else runs. */
export type Access = "public" | "member" | "admin";
export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Where a route lives and who may call it. */
export type RouteSpec = { readonly method: Method; readonly path: `/${string}`; readonly access: Access };
export type RouteTable = Readonly<Record<string, RouteSpec>>;

/**
 * What crosses the wire. `response` is by status code (its 2xx schemas are what the web gets);
 * `"file"` for a route that answers a download, a stream or a redirect instead of JSON. A body
 * that is not JSON (a multipart upload) has no `body` schema.
 */
export type RouteSchemas = {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: { readonly [status: number]: z.ZodType } | "file";
};

/** One route: its place in the table and its schemas. */
export type Route = RouteSpec & RouteSchemas;

/**
 * The feature's contract: every table entry with its schemas, no entry without them and no
 * schemas without an entry (both are type errors).
 */
export function contract<const T extends RouteTable, const S extends { readonly [K in keyof T]: RouteSchemas }>(
  table: T,
  schemas: S & { readonly [K in Exclude<keyof S, keyof T>]: never },
): { readonly [K in keyof T]: T[K] & S[K] } {
  return Object.fromEntries(Object.keys(table).map((name) => [name, { ...table[name], ...schemas[name] }])) as never;
}

type QueryValue = string | number | boolean | null | undefined;

/**
 * The URL of a route: `:name` segments filled from `params` (encoded), then the query's set
 * values. A missing param throws: a call must never reach another route by accident.
 */
export function pathOf(spec: Pick<RouteSpec, "path">, params?: Readonly<Record<string, string>>, query?: Readonly<Record<string, QueryValue | readonly QueryValue[]>>): string {
  const path = spec.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === "") throw new Error(`${spec.path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v !== undefined && v !== null && v !== "") search.append(key, String(v));
    }
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The JSON a route answers on success: its 2xx response schemas' output. */
export type ResponseOf<R extends RouteSchemas> = R["response"] extends { readonly [status: number]: z.ZodType }
  ? z.output<R["response"][Extract<keyof R["response"], 200 | 201 | 202>]>
  : never;

/** Nothing required: `Record<never, never>` is what `{}` means here (any object is assignable). */
type Empty = Record<never, never>;

type Field<R, K extends "params" | "query" | "body", In> = R extends { readonly [P in K]: z.ZodType }
  ? Empty extends z.input<R[K]>
    ? { readonly [P in In & string]?: z.input<R[K]> }
    : { readonly [P in In & string]: z.input<R[K]> }
  : { readonly [P in In & string]?: never };

/** What a call to the route takes: its params, query and body as the schemas accept them. */
export type { Empty };
export type InputOf<R extends RouteSchemas> = Field<R, "params", "params"> & Field<R, "query", "query"> & Field<R, "body", "body">;
