import { english } from "../test/english";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../core/auth";
import { CONTACT_MESSAGES } from "../../core/contact";
import en from "../../core/i18n/messages/locales/en.json";
import { setupTestApp } from "../test/app";
import { browser } from "../test/browser";
import { createMember, signedInAs } from "../test/factories";

/**
 * An error answers its English message and its key in the messages catalogue (with the
 * message's parameters), and each field's message its key too (src/core/i18n/messages), so the
 * web shows it in the UI's language without reading the English.
 */
const englishOf = (key: string) => key.split(".").reduce<unknown>((node, name) => (node as Record<string, unknown>)[name], en);

const ctx = await setupTestApp();
const member = await createMember(ctx);
const { cookie } = await signedInAs(ctx, member);
const send = (method: "GET" | "POST", url: string, payload?: object, headers: Record<string, string> = { cookie }) =>
  ctx.app.inject({ method, url, payload, headers: { origin: ctx.config.publicUrl, ...headers } });

describe("error keys", () => {
  it("names a plain message by its key", async () => {
    const res = await send("GET", `/api/tasks/${randomUUID()}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: "not_found", message: "Not found", key: "api.notFound" } });
  });

  it("gives a length limit's key and limit, for the error and for its field", async () => {
    const res = await send("POST", "/api/tasks", { title: "x".repeat(201), urgency: "normal" });
    expect(res.statusCode).toBe(400);
    const tooLong = { key: "length.title", params: { max: 200 } };
    expect(res.json()).toMatchObject({
      error: { code: "validation_failed", message: "Title is too long (200 characters at most)", ...tooLong, fields: { title: "Title is too long (200 characters at most)" }, fieldKeys: { title: tooLong } },
    });
  });

  it("names each field's message of a refused form", async () => {
    const res = await send("POST", "/api/contact", { name: "", email: "not an email", service: "other", message: "" }, {});
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.fields.name).toBe(english(CONTACT_MESSAGES.name));
    // The same English may be said under two keys (appointment.name too): either has the same Bulgarian (messages.test.ts).
    for (const field of ["name", "email", "message"]) expect(englishOf(error.fieldKeys[field].key), field).toBe(error.fields[field]);
  });

  it("names a refused sign-in's message", async () => {
    const res = await browser(ctx).post("/api/auth/sign-in/email", { email: member.email, password: "not-the-password-1" });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({ code: "invalid_email_or_password", message: english(AUTH_MESSAGES.invalidCredentials), key: "auth.invalidCredentials" });
  });
});
