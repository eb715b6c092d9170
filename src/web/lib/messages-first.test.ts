import { msg } from "@core/i18n/messages/message";
import type { Resolver } from "react-hook-form";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

/**
 * What says a message waits for the messages' English (i18n/en.ts), which no page loads before
 * it is interactive: a form's check with errors, a request's failure or a change's answer. What
 * says none (a read that succeeded, a check without errors) fetches nothing. Each test starts
 * from fresh modules: the English not in yet.
 */
async function fresh() {
  vi.resetModules();
  const [i18n, api, zod, lazy] = await Promise.all([import("../i18n/en"), import("./api"), import("./zod-resolver"), import("./lazy-resolver")]);
  expect(i18n.englishMessagesLoaded()).toBe(false);
  return { ...i18n, ...api, ...zod, ...lazy };
}

function answer(body: object | undefined, status: number) {
  vi.stubGlobal("fetch", async () => new Response(body === undefined ? "" : JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));
}

afterEach(() => vi.unstubAllGlobals());
// Each test imports the modules afresh (zod's with them): slow on a loaded machine, not a wait on anything.
vi.setConfig({ testTimeout: 30_000 });

const schema = z.object({ title: z.string().min(1, "task.titleRequired") });
type Values = z.input<typeof schema>;
const options = { fields: {}, shouldUseNativeValidation: undefined } as const;

describe("a form's check", () => {
  it("with errors: they come once the English is in, said in it", async () => {
    const { zodResolver, en, englishMessagesLoaded } = await fresh();
    const check = zodResolver(schema) as Resolver<Values>;
    const { errors } = await check({ title: "" }, undefined, options);
    expect(englishMessagesLoaded()).toBe(true);
    expect(en.messages(errors.title?.message ?? "")).toBe("Please enter a title for your task");
  });

  it("without errors: fetches nothing", async () => {
    const { zodResolver, englishMessagesLoaded } = await fresh();
    const check = zodResolver(schema) as Resolver<Values>;
    expect((await check({ title: "A title" }, undefined, options)).errors).toEqual({});
    expect(englishMessagesLoaded()).toBe(false);
  });

  it("fetched on first use (lazyResolver) comes with the English", async () => {
    const { lazyResolver, englishMessagesLoaded } = await fresh();
    const check = lazyResolver<Values, Values>(async () => async (values) => ({ values, errors: {} }));
    await check({ title: "A title" }, undefined, options);
    expect(englishMessagesLoaded()).toBe(true);
  });
});

describe("a request", () => {
  it("that failed: the error is thrown once the English is in, by its key", async () => {
    const { apiRequest, en, englishMessagesLoaded } = await fresh();
    answer({ error: { code: "not_found", message: "Please enter a title for your task (as the server said)", key: "task.titleRequired" } }, 404);
    const err = (await apiRequest("/api/tasks/x").then(
      () => undefined,
      (e: unknown) => e,
    )) as Error;
    expect(englishMessagesLoaded()).toBe(true);
    // Said from the catalogue by its key, not the server's English.
    expect(en.messages(err.message)).toBe("Please enter a title for your task");
  });

  it("that could not reach the server: its message is said, not its key", async () => {
    const { apiRequest, en } = await fresh();
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("fetch failed");
    });
    const err = (await apiRequest("/api/tasks").then(
      () => undefined,
      (e: unknown) => e,
    )) as Error;
    expect(en.messages(err.message)).toBe(en.messages(msg("web.network")));
    expect(en.messages(err.message)).toMatch(/couldn't reach the server/);
  });

  it("a change that succeeded: its answer comes with the English (a toast says it)", async () => {
    const { apiRequest, englishMessagesLoaded } = await fresh();
    answer({ message: "Task updated", key: "task.submitted" }, 200);
    await apiRequest("/api/tasks", { method: "POST", body: {} });
    expect(englishMessagesLoaded()).toBe(true);
  });

  it("a read that succeeded: fetches nothing", async () => {
    const { apiRequest, englishMessagesLoaded } = await fresh();
    answer({ items: [] }, 200);
    await apiRequest("/api/tasks");
    expect(englishMessagesLoaded()).toBe(false);
  });
});
