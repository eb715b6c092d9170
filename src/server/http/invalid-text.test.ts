import { english } from "../test/english";
import { describe, expect, it } from "vitest";
import { setupTestApp, uniqueEmail } from "../test/app";
import { uniqueIp } from "../test/browser";
import { createAdmin, createMember, signedInAs } from "../test/factories";
import { NOT_JSON_ROUTES, routeSamples } from "../test/route-samples";
import { FILES, openCheckout, tempStore } from "../test/payments";
import { INVALID_TEXT_MESSAGE } from "./invalid-text";

const { store } = tempStore();
const ctx = await setupTestApp({ storage: store });
const INVALID = { error: { code: "invalid_text", message: english(INVALID_TEXT_MESSAGE), key: "api.invalidText" } };

const member = await createMember(ctx);
const admin = await createAdmin(ctx);
const memberCookie = (await signedInAs(ctx, member)).cookie;
const adminCookie = (await signedInAs(ctx, admin)).cookie;
/** Every string of each route's sample is sent again with invalid text in it. */
const BODIES = routeSamples({ client: member, admin });
const NOT_JSON = NOT_JSON_ROUTES;

/** The body again, once per string in it, with `bad` appended to that string. */
function variants(value: unknown, bad: string): unknown[] {
  if (typeof value === "string") return [value + bad];
  if (Array.isArray(value)) return value.flatMap((item, i) => variants(item, bad).map((v) => value.map((x, j) => (j === i ? v : x))));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, item]) => variants(item, bad).map((v) => ({ ...value, [k]: v })));
  }
  return [];
}

const send = (method: string, url: string, payload?: object, cookie = memberCookie) =>
  ctx.app.inject({ method: method as "POST", url, payload, remoteAddress: uniqueIp(), headers: { origin: ctx.config.publicUrl, cookie } });

describe("invalid text anywhere in a request", () => {
  it("every JSON route answers 400 with the standard body for a NUL or a lone surrogate in any string, never 5xx", async () => {
    const session = await openCheckout(ctx, { items: [{ kind: "hourly", quantity: 1 }], customer: { email: uniqueEmail("nul") } });
    const writes = ctx.app.routeTable().filter((r) => /POST|PUT|PATCH|DELETE/.test(r.method));
    const missing = writes.map((r) => `${r.method} ${r.url}`).filter((key) => !BODIES[key] && !NOT_JSON.has(key));
    expect(missing, "add a sample body for these routes").toEqual([]);

    const failures: string[] = [];
    for (const route of writes) {
      for (const { path, as, body } of BODIES[`${route.method} ${route.url}`] ?? []) {
        const method = route.method.split(",").find((m) => m !== "GET")!;
        const url = path === "SESSION" ? route.url.replace(":id", session) : (path ?? route.url);
        const cookie = as === "admin" || url.includes("/admin/") ? adminCookie : memberCookie;
        for (const bad of ["\u0000", "\uD800", "x\uDFFFy"]) {
          for (const payload of variants(body, bad)) {
            const res = await send(method, url, payload as object, cookie);
            if (res.statusCode !== 400 || res.json().error?.code !== "invalid_text") failures.push(`${method} ${url} ${JSON.stringify(payload)} → ${res.statusCode} ${res.body.slice(0, 120)}`);
            else expect(res.json()).toMatchObject(INVALID);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("in query strings and path parameters too", async () => {
    for (const url of ["/api/checkout/sessions/%00", "/api/checkout/sessions/%ED%A0%80", "/api/auth/verify-email?token=%00", "/api/health?x=%00"]) {
      const res = await send("GET", url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject(INVALID);
    }
  });

  it("refuses a real control character but tab, CR and LF; escape sequences typed as text are text", async () => {
    const contact = (message: string) => ({ name: "Ann Lee", email: uniqueEmail("control"), service: "paperwork", message });
    for (const bad of ["\u0001", "\u0008", "\u000b", "\u000c", "\u001b[2J", "\u007f"]) {
      const res = await send("POST", "/api/contact", contact(`a${bad}b`));
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject(INVALID);
    }
    expect((await send("GET", "/api/health?x=%1B")).json()).toMatchObject(INVALID);
    const typed = await send("POST", "/api/contact", contact("a\tb\r\nc \\u0000 \\u001b \\x7f"));
    expect(typed.statusCode, typed.body).toBe(201);
  });

  it("allows real text: emoji and other valid pairs, Cyrillic", async () => {
    const res = await send("PATCH", "/api/profile", { fullName: "Мария 👩‍💼", phone: "", preferredLanguage: "bg" });
    expect(res.statusCode).toBe(200);
  });

  it("an upload's file name with invalid text is refused or cleaned, never a 5xx", async () => {
    for (const name of ["a%00b.pdf", "%ED%A0%80.pdf", "%00.pdf"]) {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/translation/uploads",
        payload: FILES.pdf,
        remoteAddress: uniqueIp(),
        headers: { "content-type": "application/octet-stream", "x-file-name": name },
      });
      expect(res.statusCode, name).toBeLessThan(500);
      if (res.statusCode === 201) expect(res.json().fileName).not.toContain("\u0000");
    }
  });
});
