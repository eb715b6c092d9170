import { afterEach, describe, expect, it, vi } from "vitest";
import { bg } from "../i18n/bg";
import { en } from "../i18n/en";
import { ApiError, apiRequest } from "./api";

/** The web shows an API error by its key in the UI's language, and its English only for a key it does not know. */
function answer(body: object, status = 400) {
  vi.stubGlobal("fetch", async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));
}
async function failure(): Promise<ApiError> {
  const err = await apiRequest("/api/anything").catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

afterEach(() => vi.unstubAllGlobals());

describe("an API error in the UI's language", () => {
  it("is said in Bulgarian by its key and parameters, not by its English", async () => {
    // An English the catalogue has never seen: only the key can say it.
    answer({ error: { code: "validation_failed", message: "Title: 120 at most", key: "length.title", params: { max: 120 }, fields: { title: "Title: 120 at most" }, fieldKeys: { title: { key: "length.title", params: { max: 120 } } } } });
    const err = await failure();
    expect(bg.messages(err.message)).toBe("Заглавието е твърде дълго (най-много 120 знака)");
    expect(bg.messages(err.fields!.title!)).toBe("Заглавието е твърде дълго (най-много 120 знака)");
    // English too is said from the catalogue by the key.
    expect(en.messages(err.message)).toBe("Title is too long (120 characters at most)");
  });

  it("shows its English when the key is unknown", async () => {
    answer({ error: { code: "new_thing", message: "A reason from a newer server", key: "api.somethingNew" } });
    expect(bg.messages((await failure()).message)).toBe("A reason from a newer server");
  });

  it("shows a message without a key as its English (no key is read back from words), and says the network failure", async () => {
    answer({ error: { code: "not_found", message: "Task not found" } }, 404);
    expect(bg.messages((await failure()).message)).toBe("Task not found");
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("fetch failed");
    });
    expect(bg.messages((await failure()).message)).toBe("Не успяхме да се свържем със сървъра. Проверете връзката си и опитайте отново.");
  });
});
