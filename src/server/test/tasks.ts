import { expect } from "vitest";
import type { CreateTaskInput } from "../../core/tasks";
import { postLedgerEntry } from "../features/hours/ledger";
import type { TestContext } from "./app";
import { signedInAs, type TestUser } from "./factories";
import { FILES } from "./payments";

type Headers = { cookie: string; origin: string };

/** A signed-in client of the API: JSON calls and raw document uploads as `user`. */
export async function apiAs(ctx: TestContext, user: TestUser) {
  const headers: Headers = await signedInAs(ctx, user);
  const json = (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: unknown) =>
    ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const upload = (url: string, data: Buffer, name: string) =>
    ctx.app.inject({
      method: "POST",
      url,
      payload: data,
      headers: { ...headers, "content-type": "application/octet-stream", "x-file-name": encodeURIComponent(name) },
    });
  return {
    user,
    /** The session cookie and Origin it sends (for the same user against another app on the same database). */
    headers,
    get: (url: string) => json("GET", url),
    post: (url: string, body: unknown) => json("POST", url, body),
    put: (url: string, body: unknown) => json("PUT", url, body),
    patch: (url: string, body: unknown) => json("PATCH", url, body),
    del: (url: string) => json("DELETE", url),
    upload,
    /** Uploads a PDF waiting for a task; answers its document id. */
    async stage(name = "passport.pdf", data = FILES.pdf): Promise<string> {
      const res = await upload("/api/documents/uploads", data, name);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id;
    },
    /** Submits a task (with a staged PDF when `withDocument`); answers the task's details. */
    async submit(input: Partial<CreateTaskInput> = {}, withDocument = false) {
      const documentIds = withDocument ? [await this.stage()] : [];
      const res = await json("POST", "/api/tasks", { title: "Register my address", description: "At the municipality", documentIds, ...input });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    },
  };
}
export type ApiClient = Awaited<ReturnType<typeof apiAs>>;

/** Prepaid hours on a member's ledger, as a purchase would leave them. */
export async function creditHours(ctx: TestContext, userId: string, hours: number) {
  await ctx.db.transaction((tx) => postLedgerEntry(tx, { userId, hours, reason: "adjustment", description: "test credit", createdAt: ctx.clock.now() }));
}
