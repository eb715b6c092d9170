import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { appBeside, setupTestApp, testConfig } from "../test/app";
import { createAdmin, createMember, signedInAs } from "../test/factories";
import { SHELL_RECORD_TOKENS } from "../../core/shell-record";
import { eq } from "drizzle-orm";
import { SETUP_FIELD_ITEM, SHELL_FIELD_TOKENS, SHELL_NOTIFICATION_KINDS, SHELL_SWITCH_TOKENS, SHELL_TOKENS, type ShellAccount, shellKey } from "../../core/dashboard-shell";
import { setSeller } from "../test/business";
import { businessSettings, user } from "../db/schema";
import { SEED_PRICES } from "../../core/catalogue";

/**
 * A built web app as `npm run build` leaves it: the shell, prerendered pages per currency and
 * banner (scripts/prerender.mjs), an icon and a bundle.
 */
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), "concierge-pages-"));
const shell =
  `<!doctype html><html lang="en"><head><title>Concierge</title>` +
  `<link rel="modulepreload" crossorigin href="/assets/react-abc123.js">` +
  `<link rel="stylesheet" crossorigin href="/assets/app-abc123.css">` +
  `<script type="module" crossorigin src="/assets/app-abc123.js"></script></head>` +
  `<body><div id="root"></div></body></html>`;
fs.writeFileSync(path.join(webDir, "index.html"), shell);
fs.mkdirSync(path.join(webDir, "assets"));
fs.writeFileSync(path.join(webDir, "assets", "app-abc123.js"), "export {};\n");
fs.writeFileSync(path.join(webDir, "assets", "app-abc123.css"), "main{display:grid}\n");
fs.writeFileSync(path.join(webDir, "favicon.ico"), Buffer.from([0, 0, 1, 0, 1, 0]));
// A build from before the euro left BGN pages too: never sent.
for (const variant of ["BGN", "EUR", "EUR-test"]) {
  for (const locale of ["en", "bg"]) {
    fs.mkdirSync(path.join(webDir, "pages", variant, locale), { recursive: true });
    for (const slug of ["index", "pricing", "404"]) {
      const config = JSON.stringify({ currency: variant.slice(0, 3), testModeBanner: variant.endsWith("-test") }).replaceAll('"', "&quot;");
      fs.writeFileSync(
        path.join(webDir, "pages", variant, locale, `${slug}.html`),
        `<!doctype html><html lang="${locale}" data-prerendered><head><title>${slug}</title>` +
          `<meta name="site-config" content="${config}" />` +
          `<link rel="canonical" href="%PUBLIC_URL%/${slug}" /></head>` +
          `<body><div id="root"><h1>${variant} ${locale} ${slug}</h1></div></body></html>`,
      );
    }
  }
}
// The members area's first frames (scripts/prerender.mjs), with the build's stand-ins for the name and email.
const frame = (label: string) => ({ title: `${label} · Concierge`, html: frameHtml(label) });
const frameHtml = (label: string) => `<header><span>${SHELL_TOKENS.initial}</span><span title="${SHELL_TOKENS.email}">${SHELL_TOKENS.email}</span></header><main><h1>${label}</h1><p>Welcome back, ${SHELL_TOKENS.name}!</p></main>`;
// A client's page names the client by the record's stand-ins, filled from the answer the page carries.
const clientFrame = (label: string) => ({
  title: `${SHELL_RECORD_TOKENS.name} · Concierge`,
  html: `${frameHtml(label)}<section><h2>${SHELL_RECORD_TOKENS.name}</h2><p>${SHELL_RECORD_TOKENS.email}</p></section>`,
});
fs.writeFileSync(
  path.join(webDir, "pages", "dashboard-EUR.json"),
  JSON.stringify({
    [shellKey("member", "en", "/dashboard/tasks")]: frame("member en tasks"),
    [shellKey("member", "bg", "/dashboard/tasks")]: frame("member bg tasks"),
    [shellKey("admin", "en", "/dashboard/clients/:clientId")]: clientFrame("admin en client"),
    [shellKey("admin-without-2fa", "en", "/dashboard/clients/:clientId")]: clientFrame("admin without 2fa en client"),
    // The operator's home: drawn with the "Finish setting up" card listing every field, and without it.
    [shellKey("admin-without-2fa", "en", "/dashboard", { setupUnfinished: true })]: {
      title: "Home · Concierge",
      html: `<main><h1>home, setup unfinished</h1><section><ul>${["name", "address", "eik"].map((f) => `<li ${SETUP_FIELD_ITEM}="${f}">the seller&#x27;s ${f}</li>`).join("")}</ul></section></main>`,
    },
    [shellKey("admin-without-2fa", "en", "/dashboard", { setupUnfinished: false })]: { title: "Home · Concierge", html: `<main><h1>home, setup done</h1></main>` },
    [shellKey("visitor", "en", "/member-login")]: { title: "Sign in · Concierge", html: `<main><h1>Client sign-in</h1></main>` },
    [shellKey("visitor", "bg", "/member-login")]: { title: "Вход · Concierge", html: `<main><h1>Вход за клиенти</h1></main>` },
    [shellKey("visitor", "en", "/book")]: { title: "Book an appointment · Concierge", html: `<main><h1>Book an appointment</h1></main>` },
    [shellKey("visitor", "bg", "/bg/book")]: { title: "Запишете час · Concierge", html: `<main><h1>Запишете час</h1></main>` },
  }),
);
// Profile's and Settings' frames draw the profile's fields and switches with their own stand-ins;
// Settings one per two-factor state and (an operator's) whether they are the only one.
const switches = SHELL_NOTIFICATION_KINDS.map((kind) => `<button id="notify-${kind}" role="switch" aria-checked="${SHELL_SWITCH_TOKENS[kind].checked}" data-state="${SHELL_SWITCH_TOKENS[kind].state}"></button>`).join("");
const fieldsFrame = (label: string) => ({
  title: `${label} · Concierge`,
  html:
    `<header><span title="${SHELL_TOKENS.email}">${SHELL_TOKENS.email}</span></header><main><h1>${label}</h1>` +
    `<input id="name" value="${SHELL_FIELD_TOKENS.fullName}"/><input id="phone" value="${SHELL_FIELD_TOKENS.phone}"/><textarea>${SHELL_FIELD_TOKENS.address}</textarea>${switches}</main>`,
});
const fieldFrames: Record<string, ReturnType<typeof fieldsFrame>> = {};
for (const account of ["member", "admin", "admin-without-2fa"] as const satisfies readonly ShellAccount[]) {
  fieldFrames[shellKey(account, "en", "/dashboard/profile")] = fieldsFrame(`${account} profile`);
  for (const twoFactor of [true, false]) {
    for (const soleAdmin of [true, false]) {
      const label = `${account} settings 2fa=${twoFactor} sole=${soleAdmin}`;
      fieldFrames[shellKey(account, "en", "/dashboard/settings", { twoFactor, soleAdmin })] = fieldsFrame(label);
    }
  }
}
fs.writeFileSync(
  path.join(webDir, "pages", "dashboard-EUR.json"),
  JSON.stringify({ ...JSON.parse(fs.readFileSync(path.join(webDir, "pages", "dashboard-EUR.json"), "utf8")), ...fieldFrames }),
);
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

const ctx = await setupTestApp({ webDir });

/** GET `url` from the test app, answered 200 with this content type. */
async function getOk(url: string, contentType: string) {
  const res = await ctx.app.inject({ method: "GET", url });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toBe(contentType);
  return res;
}

const appWith = (env: Record<string, string>) => appBeside(ctx, { config: testConfig(env), webDir });

describe("prerendered pages", () => {
  it("serves each public page in its language, with the public address put in", async () => {
    const en = await getOk("/pricing", "text/html; charset=utf-8");
    expect(en.body).toContain("<h1>EUR en pricing</h1>");
    expect(en.body).toContain(`<link rel="canonical" href="http://concierge.localhost/pricing" />`);
    const bg = await ctx.app.inject({ method: "GET", url: "/bg/pricing" });
    expect(bg.statusCode).toBe(200);
    expect(bg.body).toContain("<h1>EUR bg pricing</h1>");
    expect((await ctx.app.inject({ method: "GET", url: "/bg" })).body).toContain("<h1>EUR bg index</h1>");
    expect((await ctx.app.inject({ method: "GET", url: "/" })).body).toContain("<h1>EUR en index</h1>");
  });

  it("answers unknown paths and missing assets with HTTP 404 and the 404 page, in the path's language", async () => {
    for (const url of ["/no-such-page", "/pricing/extra", "/assets/missing-abc.js", "/assets/app-abc123.js/x"]) {
      const res = await ctx.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain("<h1>EUR en 404</h1>");
    }
    const bg = await ctx.app.inject({ method: "GET", url: "/bg/no-such-page" });
    expect(bg.statusCode).toBe(404);
    expect(bg.body).toContain("<h1>EUR bg 404</h1>");
    // The API keeps its JSON 404.
    const api = await ctx.app.inject({ method: "GET", url: "/api/no-such-route" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: { code: "not_found", message: "Not found", key: "api.notFound" } });
  });

  it("serves the app's shell for the screens the browser draws", async () => {
    for (const url of ["/checkout", "/reset-password?token=x", "/dashboard", "/dashboard/tasks", "/test-checkout/abc", "/newsletter/confirm?token=x"]) {
      const res = await ctx.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`<div id="root"></div>`);
    }
  });

  it("tells the shell whose request it answers: a visitor's (the app asks no /api/me), a member's, an administrator's", async () => {
    const visitor = await ctx.app.inject({ method: "GET", url: "/member-login" });
    expect(visitor.body).toContain(`<meta name="session" content="none" />`);
    expect(visitor.headers.vary).toContain("Cookie");
    // A cookie whose session is gone (signed out, expired) is a visitor's too.
    const stale = await ctx.app.inject({ method: "GET", url: "/checkout", headers: { cookie: "concierge.session_token=gone.abc" } });
    expect(stale.body).toContain(`<meta name="session" content="none" />`);
    for (const [role, user] of [["member", await createMember(ctx)], ["admin", await createAdmin(ctx)]] as const) {
      const { cookie } = await signedInAs(ctx, user);
      // A members-area page this build drew no frame for, and a screen outside it.
      for (const url of ["/dashboard/upload", "/member-login"]) {
        const res = await ctx.app.inject({ method: "GET", url, headers: { cookie } });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain(`<div id="root"></div>`);
        expect(res.body, url).toContain(`<meta name="session" content="${role}" />`);
      }
    }
  });

  it("sends a visitor's sign-in screen with its first frame, in the language the rule picks, and no account", async () => {
    const en = await ctx.app.inject({ method: "GET", url: "/member-login" });
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain(`<div id="root"><main><h1>Client sign-in</h1></main></div>`);
    expect(en.body).toContain(`<html lang="en" data-server-frame>`);
    expect(en.body).toContain(`<meta name="session" content="none" />`);
    expect(en.body).not.toContain("me-at-load");
    // Its stylesheet is in the page and its scripts wait for the first paint.
    expect(en.body).toContain("<style>main{display:grid}");
    expect(en.body).toContain(`<meta name="deferred-scripts" content="/assets/app-abc123.js /assets/react-abc123.js" />`);
    expect(en.headers.vary).toBe("Accept-Encoding, Cookie, Accept-Language");
    // The rule: the link's ?lang=, the visitor's stored choice, the browser's languages.
    for (const headers of [{}, { cookie: "concierge-locale=bg" }, { "accept-language": "bg-BG,bg;q=0.9,en;q=0.8" }]) {
      const url = Object.keys(headers).length ? "/member-login" : "/member-login?lang=bg";
      const bg = await ctx.app.inject({ method: "GET", url, headers });
      expect(bg.body, JSON.stringify(headers)).toContain(`<div id="root"><main><h1>Вход за клиенти</h1></main></div>`);
      expect(bg.body).toContain(`<html lang="bg" data-server-frame>`);
      expect(bg.body).toContain("<title>Вход · Concierge</title>");
    }
    // The choice outranks the browser's languages.
    const chosen = await ctx.app.inject({ method: "GET", url: "/member-login", headers: { cookie: "concierge-locale=en", "accept-language": "bg" } });
    expect(chosen.body).toContain("<h1>Client sign-in</h1>");
    // A query string that may change the screen's first look gets the app's own first render.
    const failed = await ctx.app.inject({ method: "GET", url: "/member-login?error=invalid_token&lang=bg" });
    expect(failed.body).toContain(`<div id="root"></div>`);
    // Signed in, the screen is the app's to draw (it sends the account on): no visitor's frame.
    const { cookie } = await signedInAs(ctx, await createMember(ctx));
    const member = await ctx.app.inject({ method: "GET", url: "/member-login", headers: { cookie } });
    expect(member.body).not.toContain("Client sign-in");
    expect(member.body).toContain(`<div id="root"></div>`);
  });

  it("sends the booking page painted in each language, its free slots asked by the page itself", async () => {
    const slots = `<link rel="preload" as="fetch" crossorigin href="/api/appointments/slots?service=phone_call&amp;durationMinutes=30" />`;
    const en = await ctx.app.inject({ method: "GET", url: "/book" });
    expect(en.body).toContain(`<div id="root"><main><h1>Book an appointment</h1></main></div>`);
    expect(en.body).toContain(slots);
    const bg = await ctx.app.inject({ method: "GET", url: "/bg/book" });
    expect(bg.body).toContain(`<html lang="bg" data-server-frame>`);
    expect(bg.body).toContain(`<div id="root"><main><h1>Запишете час</h1></main></div>`);
    expect(bg.body).toContain(slots);
    // Another service in the link: another first request, so neither frame nor preload.
    const other = await ctx.app.inject({ method: "GET", url: "/book?service=in_person" });
    expect(other.body).toContain(`<div id="root"></div>`);
    expect(other.body).not.toContain("/api/appointments/slots");
    // The sign-in screens preload nothing.
    expect((await ctx.app.inject({ method: "GET", url: "/member-login" })).body).not.toContain(`rel="preload" as="fetch"`);
  });

  it("sends a member's page with their account and the page's first frame, in their language, kept by no cache", async () => {
    const maria = await createMember(ctx, { name: `Maria </script><b>"&` });
    const other = await createMember(ctx, { name: "Other Member" });
    const { cookie, origin } = await signedInAs(ctx, maria);
    const res = await ctx.app.inject({ method: "GET", url: "/dashboard/tasks", headers: { cookie, "accept-encoding": "identity" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.headers.vary).toContain("Cookie");
    // The frame, the stand-ins replaced and escaped; the page paints it with its stylesheet inline,
    // its scripts fetched after that paint.
    expect(res.body).toContain(`<html lang="en" data-server-frame>`);
    expect(res.body).toContain(`<div id="root"><header><span>M</span><span title="${maria.email}">${maria.email}</span></header>`);
    expect(res.body).toContain(`<p>Welcome back, Maria &lt;/script&gt;&lt;b&gt;&quot;&amp;!</p>`);
    expect(res.body).toContain("<style>main{display:grid}\n</style>");
    expect(res.body).toContain(`<meta name="deferred-scripts" content="/assets/app-abc123.js /assets/react-abc123.js" />`);
    expect(res.body).not.toMatch(/<script type="module"|rel="stylesheet"|rel="modulepreload"/);
    expect(res.body).not.toMatch(/[\uE001-\uE003]/);
    // The account, as GET /api/me answers it, in JSON no name can break out of; nobody else's.
    const json = /<script type="application\/json" id="me-at-load">([^<]*)<\/script>/.exec(res.body)?.[1];
    const me = await ctx.app.inject({ method: "GET", url: "/api/me", headers: { cookie } });
    expect(JSON.parse(json ?? "null")).toEqual(me.json());
    expect(res.body).not.toContain(other.email);

    // In Bulgarian once the profile says so.
    const saved = await ctx.app.inject({ method: "PUT", url: "/api/profile/language", headers: { cookie, origin }, payload: { preferredLanguage: "bg" } });
    expect(saved.statusCode).toBe(200);
    const bg = await ctx.app.inject({ method: "GET", url: "/dashboard/tasks", headers: { cookie } });
    expect(bg.headers["content-encoding"]).toBeUndefined();
    expect(bg.body).toContain(`<html lang="bg" data-server-frame><head>`);
    expect(bg.body).toContain("<h1>member bg tasks</h1>");
  });

  it("sends no frame where the page would first show something else: a query, another role's page", async () => {
    const member = await createMember(ctx);
    const { cookie } = await signedInAs(ctx, member);
    for (const url of ["/dashboard/tasks?tab=completed", "/dashboard/clients/abc", "/dashboard/no-such-page"]) {
      const res = await ctx.app.inject({ method: "GET", url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`<div id="root"></div>`);
      expect(res.body, url).toContain(`id="me-at-load"`);
      expect(res.body, url).toContain(`<link rel="stylesheet"`);
    }
    // Outside the members area a signed-in page carries no account.
    expect((await ctx.app.inject({ method: "GET", url: "/checkout", headers: { cookie } })).body).not.toContain("me-at-load");
  });

  it("sends an operator's page with the operator's frame, with the two-factor banner's when they have none", async () => {
    const admin = await createAdmin(ctx);
    const client = await createMember(ctx);
    const { cookie } = await signedInAs(ctx, admin);
    const res = await ctx.app.inject({ method: "GET", url: `/dashboard/clients/${client.id}`, headers: { cookie } });
    expect(res.body).toContain("<h1>admin without 2fa en client</h1>");
    expect(res.body).toContain(`"role":"admin"`);
  });

  /** The answer a page carries (data-at-load), with the API path it answers. */
  const carried = (body: string) => {
    const found = /<script type="application\/json" id="data-at-load" data-path="([^"]*)">([^<]*)<\/script>/.exec(body);
    return found ? { path: found[1], json: JSON.parse(found[2]!) as unknown } : null;
  };

  it("sends an operator a client's page carrying the client's answer, the frame naming the client (escaped); nobody else's", async () => {
    const admin = await createAdmin(ctx);
    const client = await createMember(ctx, { name: `Ivan </script><b>"&` });
    const other = await createMember(ctx, { name: "Other Client" });
    const { cookie } = await signedInAs(ctx, admin);
    const res = await ctx.app.inject({ method: "GET", url: `/dashboard/clients/${client.id}`, headers: { cookie, "accept-encoding": "identity" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    // The same JSON as GET /api/clients/:id answers, so the app does not ask for it again.
    const api = await ctx.app.inject({ method: "GET", url: `/api/clients/${client.id}`, headers: { cookie } });
    expect(api.statusCode).toBe(200);
    expect(carried(res.body)).toEqual({ path: `/api/clients/${client.id}`, json: api.json() });
    const name = api.json<{ name: string }>().name;
    const escaped = name.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
    expect(res.body).toContain(`<section><h2>${escaped}</h2><p>${client.email}</p></section>`);
    expect(res.body).toContain(`<title>${escaped} · Concierge</title>`);
    expect(res.body).not.toMatch(/[\uE001-\uE005]/);
    expect(res.body).not.toContain("</script><b>");
    expect(res.body).not.toContain(other.email);

    // A client that is not there: the app draws the page (and its "not found"), no frame, nothing carried.
    const missing = await ctx.app.inject({ method: "GET", url: "/dashboard/clients/no-such-client", headers: { cookie } });
    expect(missing.statusCode).toBe(200);
    expect(missing.body).toContain(`<div id="root"></div>`);
    expect(carried(missing.body)).toBeNull();
    // A query string draws another tab first: the app asks for the client itself.
    const tab = await ctx.app.inject({ method: "GET", url: `/dashboard/clients/${client.id}?tab=tasks`, headers: { cookie } });
    expect(carried(tab.body)).toBeNull();
    expect(tab.body).not.toContain(client.email);
  });

  it("sends an operator's home carrying GET /api/dashboard's answer; a member's home carries none", async () => {
    const admin = await createAdmin(ctx);
    const { cookie } = await signedInAs(ctx, admin);
    const res = await ctx.app.inject({ method: "GET", url: "/dashboard", headers: { cookie } });
    const api = await ctx.app.inject({ method: "GET", url: "/api/dashboard", headers: { cookie } });
    expect(carried(res.body)).toEqual({ path: "/api/dashboard", json: api.json() });

    const member = await signedInAs(ctx, await createMember(ctx));
    const home = await ctx.app.inject({ method: "GET", url: "/dashboard", headers: { cookie: member.cookie } });
    expect(home.body).toContain(`id="me-at-load"`);
    expect(carried(home.body)).toBeNull();
  });

  it("paints an operator's home with the \"Finish setting up\" card listing just the fields still missing, and without it once set up", async () => {
    const { cookie } = await signedInAs(ctx, await createAdmin(ctx));
    const home = async () => (await ctx.app.inject({ method: "GET", url: "/dashboard", headers: { cookie, "accept-encoding": "identity" } })).body;
    const items = (body: string) => [...body.matchAll(new RegExp(`<li ${SETUP_FIELD_ITEM}="([a-z]+)">`, "g"))].map((m) => m[1]);
    const unset = async () => {
      await ctx.db.update(businessSettings).set({ sellerName: "", sellerAddress: "", sellerEik: "" });
      await ctx.app.business.reload();
    };
    try {
      // Nothing set: every field listed, as the page's data says.
      await unset();
      let body = await home();
      expect(body).toContain("<h1>home, setup unfinished</h1>");
      expect(items(body)).toEqual(["name", "address", "eik"]);
      expect(carried(body)?.json).toMatchObject({ setupMissing: ["name", "address", "eik"] });
      // The name set: the address and the ЕИК still listed.
      await setSeller(ctx, { SELLER_NAME: "Frame Services EOOD" });
      body = await home();
      expect(items(body)).toEqual(["address", "eik"]);
      expect(body).toContain(`<li ${SETUP_FIELD_ITEM}="address">the seller&#x27;s address</li>`);
      // All set: the frame without the card.
      await setSeller(ctx, { SELLER_NAME: "Frame Services EOOD", SELLER_ADDRESS: "1 Vitosha Blvd, Sofia", SELLER_EIK: "131468980" });
      body = await home();
      expect(body).toContain("<h1>home, setup done</h1>");
      expect(items(body)).toEqual([]);
    } finally {
      await setSeller(ctx, {});
    }
  });

  it("carries a client's details to no member and no visitor", async () => {
    const client = await createMember(ctx, { name: "Private Client" });
    const member = await signedInAs(ctx, await createMember(ctx));
    for (const cookie of [member.cookie, undefined]) {
      const res = await ctx.app.inject({ method: "GET", url: `/dashboard/clients/${client.id}`, headers: cookie ? { cookie } : {} });
      expect(res.statusCode).toBe(200);
      expect(carried(res.body)).toBeNull();
      expect(res.body).not.toContain(client.email);
      expect(res.body).not.toContain("Private Client");
      // The API itself refuses them as it always has.
      const api = await ctx.app.inject({ method: "GET", url: `/api/clients/${client.id}`, headers: cookie ? { cookie } : {} });
      expect(api.statusCode).toBe(cookie ? 403 : 401);
    }
  });

  it("sends a member's Profile and Settings painted with their own fields and switches, escaped, and nobody else's", async () => {
    const maria = await createMember(ctx, { name: "Maria Frame" });
    const other = await createMember(ctx, { name: "Other Frame" });
    const { cookie, origin } = await signedInAs(ctx, maria);
    const profile = { fullName: `Maria "<b>" & Co`, phone: "+359 88 123", address: `1 "Vitosha" <Blvd>`, preferredLanguage: "en" };
    const notifications = { email: true, taskUpdates: false, documentUpdates: true, paymentReceipts: false, promotions: true };
    const saved = await ctx.app.inject({ method: "PUT", url: "/api/settings", headers: { cookie, origin }, payload: { profile, notifications } });
    expect(saved.statusCode).toBe(200);
    // The other member's own data, to be sure none of it reaches Maria's pages.
    const theirs = await signedInAs(ctx, other);
    const otherProfile = { fullName: "Other Person", phone: "+359 77 999", address: "Elsewhere 9", preferredLanguage: "en" };
    expect((await ctx.app.inject({ method: "PUT", url: "/api/settings", headers: theirs, payload: { profile: otherProfile, notifications } })).statusCode).toBe(200);

    const settings = await ctx.app.inject({ method: "GET", url: "/dashboard/settings", headers: { cookie } });
    expect(settings.statusCode).toBe(200);
    expect(settings.headers["cache-control"]).toBe("private, no-store");
    expect(settings.body).toContain("<h1>member settings 2fa=false sole=false</h1>");
    expect(settings.body).toContain(`<input id="name" value="Maria &quot;&lt;b&gt;&quot; &amp; Co"/><input id="phone" value="+359 88 123"/>`);
    expect(settings.body).toContain(`<textarea>1 &quot;Vitosha&quot; &lt;Blvd&gt;</textarea>`);
    expect(settings.body).toContain(`<button id="notify-email" role="switch" aria-checked="true" data-state="checked">`);
    expect(settings.body).toContain(`<button id="notify-taskUpdates" role="switch" aria-checked="false" data-state="unchecked">`);
    expect(settings.body).toContain(`<button id="notify-promotions" role="switch" aria-checked="true" data-state="checked">`);
    expect(settings.body).not.toMatch(/[\uE001-\uE0FF]/);
    for (const theirText of [other.email, "Other Person", "+359 77 999", "Elsewhere 9"]) expect(settings.body).not.toContain(theirText);

    const page = await ctx.app.inject({ method: "GET", url: "/dashboard/profile", headers: { cookie } });
    expect(page.body).toContain("<h1>member profile</h1>");
    expect(page.body).toContain(`value="Maria &quot;&lt;b&gt;&quot; &amp; Co"`);
    expect(page.body).not.toContain("Other Person");

    // The other member's pages hold theirs, none of Maria's.
    const otherPage = await ctx.app.inject({ method: "GET", url: "/dashboard/settings", headers: { cookie: theirs.cookie } });
    expect(otherPage.body).toContain(`<input id="name" value="Other Person"/>`);
    for (const hers of [maria.email, "Vitosha", "+359 88 123"]) expect(otherPage.body).not.toContain(hers);

    // Two-factor on draws the other Settings frame.
    await ctx.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, maria.id));
    const withTwoFactor = await ctx.app.inject({ method: "GET", url: "/dashboard/settings", headers: { cookie } });
    expect(withTwoFactor.body).toContain("<h1>member settings 2fa=true sole=false</h1>");
  });

  it("draws no Profile or Settings frame for a profile in a language the form does not offer", async () => {
    const member = await createMember(ctx);
    const { cookie, origin } = await signedInAs(ctx, member);
    const profile = { fullName: "Hans", phone: "", address: "", preferredLanguage: "de" };
    const notifications = { email: true, taskUpdates: true, documentUpdates: true, paymentReceipts: true, promotions: false };
    expect((await ctx.app.inject({ method: "PUT", url: "/api/settings", headers: { cookie, origin }, payload: { profile, notifications } })).statusCode).toBe(200);
    for (const url of ["/dashboard/profile", "/dashboard/settings"]) {
      const res = await ctx.app.inject({ method: "GET", url, headers: { cookie } });
      expect(res.body, url).toContain(`<div id="root"></div>`);
      expect(res.body, url).toContain(`id="me-at-load"`);
    }
  });

  it("sends the operator's Settings and Profile painted, in the frame their two-factor state and being the only operator pick", async () => {
    const admin = await createAdmin(ctx, { name: "Ada Frame" });
    const { cookie } = await signedInAs(ctx, admin);
    const me = (await ctx.app.inject({ method: "GET", url: "/api/me", headers: { cookie } })).json() as { soleAdmin: boolean };
    const res = await ctx.app.inject({ method: "GET", url: "/dashboard/settings", headers: { cookie } });
    expect(res.body).toContain(`<h1>admin-without-2fa settings 2fa=false sole=${me.soleAdmin}</h1>`);
    expect(res.body).toContain(`<input id="name" value="Ada Frame"/>`);
    expect(res.body).not.toMatch(/[\uE001-\uE0FF]/);
    const profile = await ctx.app.inject({ method: "GET", url: "/dashboard/profile", headers: { cookie } });
    expect(profile.body).toContain("<h1>admin-without-2fa profile</h1>");
    // With two-factor sign-in on, the operator's own frame.
    await ctx.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, admin.id));
    const withTwoFactor = await ctx.app.inject({ method: "GET", url: "/dashboard/settings", headers: { cookie } });
    expect(withTwoFactor.body).toContain(`<h1>admin settings 2fa=true sole=${me.soleAdmin}</h1>`);
  });

  it("never serves the build's page files or the shell as files", async () => {
    for (const url of ["/pages/EUR/en/index.html", "/pages/dashboard-EUR.json", "/index.html"]) {
      const res = await ctx.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it("answers HEAD wherever it answers GET, with the same status and no body", async () => {
    for (const [url, status] of [["/", 200], ["/bg/pricing", 200], ["/checkout", 200], ["/robots.txt", 200], ["/sitemap.xml", 200], ["/favicon.ico", 200], ["/assets/app-abc123.js", 200], ["/no-such-page", 404]] as const) {
      const get = await ctx.app.inject({ method: "GET", url });
      const head = await ctx.app.inject({ method: "HEAD", url });
      expect(head.statusCode, url).toBe(status);
      expect(get.statusCode, url).toBe(status);
      expect(head.body, url).toBe("");
      expect(head.headers["content-type"], url).toBe(get.headers["content-type"]);
    }
  });

  it("serves a real favicon", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/favicon.ico" });
    expect(res.statusCode).toBe(200);
    expect([...res.rawPayload.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  });
});

describe("site settings in the page", () => {
  it("sends the pages prerendered in euro, the site's currency, and tells the shell the currency (no flash of another)", async () => {
    const page = await ctx.app.inject({ method: "GET", url: "/pricing" });
    expect(page.body).toContain("<h1>EUR en pricing</h1>");
    // The prices in force and whether invoices are offered travel with it (this app's seller is not set up).
    const siteConfigMeta = `<meta name="site-config" content="${JSON.stringify({ currency: "EUR", testModeBanner: false, prices: SEED_PRICES, invoicesOffered: false }).replaceAll('"', "&quot;")}" />`;
    expect(page.body).toContain(siteConfigMeta);
    const screen = await ctx.app.inject({ method: "GET", url: "/checkout" });
    expect(screen.body).toContain(siteConfigMeta);
    // A CURRENCY left in the environment from before the euro changes nothing.
    const old = await appWith({ CURRENCY: "BGN" });
    expect((await old.inject({ method: "GET", url: "/pricing" })).body).toContain("<h1>EUR en pricing</h1>");
  });

  it("sends the pages drawn with the TEST MODE banner on a PAYMENTS=test site", async () => {
    const test = await appWith({ PAYMENTS: "test" });
    const page = await test.inject({ method: "GET", url: "/bg/pricing" });
    expect(page.body).toContain("<h1>EUR-test bg pricing</h1>");
    expect(page.body).toContain("&quot;testModeBanner&quot;:true");
  });
});

describe("robots.txt and sitemap.xml", () => {
  it("lets crawlers read the storefront and points them at the sitemap", async () => {
    const res = await getOk("/robots.txt", "text/plain; charset=utf-8");
    expect(res.body).toContain("User-agent: *\n");
    expect(res.body).toContain("Disallow: /api/\n");
    expect(res.body).toContain("Disallow: /dashboard\n");
    expect(res.body).toContain("Sitemap: http://concierge.localhost/sitemap.xml\n");
  });

  it("lists every public page in both languages with its alternates", async () => {
    const res = await getOk("/sitemap.xml", "application/xml; charset=utf-8");
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength(18);
    expect(locs).toContain("http://concierge.localhost/");
    expect(locs).toContain("http://concierge.localhost/bg");
    expect(locs).toContain("http://concierge.localhost/bg/how-it-works");
    expect(res.body).toContain(`<xhtml:link rel="alternate" hreflang="bg" href="http://concierge.localhost/bg/pricing"/>`);
    expect(res.body.startsWith(`<?xml version="1.0" encoding="UTF-8"?>`)).toBe(true);
  });
});
