import { describe, expect, it } from "vitest";
import { type TemplateName, templates } from "./index";
import { SAMPLES } from "./template-samples";
import type { Locale } from "../../../core/locale";

/**
 * Every email drawn with the kit (kit.tsx), rendered in each language, has
 * links that work from a mail client (absolute, in the mail's language), escapes what people
 * typed, shows no untranslated key, and keeps to what mail clients draw: inline styles, no
 * external resources, nothing wider than 600 px.
 */

/** Every template: all of them are drawn with the kit. */
const ON_THE_KIT = Object.keys(templates) as TemplateName[];

const SITE = "https://concierge.example";
/** What a person could type where a template shows their words. */
const HOSTILE = `Ann <script>alert("x")</script> & 'Bo'`;
const TYPED = ["name", "clientName", "message", "content", "body", "title", "description", "subject", "who"];

type Mail = { subject: string; html: string; text: string };
const render = async (name: TemplateName, data: Record<string, unknown>) => await (templates[name] as unknown as (d: Record<string, unknown>) => Promise<Mail>)(data);
/** The sample mail of a template in a language, rendered once for the checks that read it (rendering is most of this file's time). */
const rendered = new Map<string, Promise<Mail>>();
const sampleMail = (name: TemplateName, lang: Locale) => {
  const key = `${name} ${lang}`;
  if (!rendered.has(key)) rendered.set(key, render(name, { ...SAMPLES[name], lang }));
  return rendered.get(key)!;
};
const hostile = (sample: Record<string, unknown>) => Object.fromEntries(Object.entries(sample).map(([k, v]) => [k, TYPED.includes(k) ? HOSTILE : v]));
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));

describe.each(ON_THE_KIT)("%s", (name) => {
  it.each(["en", "bg"] as const)("in %s: absolute links in the mail's language, the same in HTML and text", async (lang) => {
    const mail = await sampleMail(name, lang);
    for (const href of hrefs(mail.html)) {
      expect(href).toMatch(/^(https?:\/\/|mailto:)/);
      const url = href.startsWith("mailto:") ? null : new URL(href);
      const carriesLanguage = new RegExp(`^/${lang}(/|$|\\?)|[?&]lang=${lang}\\b`);
      if (lang !== "en" && url?.origin === SITE && !url.pathname.startsWith("/api/")) expect(`${url.pathname}${url.search}`).toMatch(carriesLanguage);
    }
    const textLinks = mail.text.match(/https?:\/\/\S+/g) ?? [];
    for (const link of textLinks) expect(hrefs(mail.html)).toContain(link);
  });

  it.each(["en", "bg"] as const)("in %s: what people typed is escaped", async (lang) => {
    const mail = await render(name, { ...hostile(SAMPLES[name]!), lang });
    expect(mail.html).not.toMatch(/<script|alert\("x"\)/);
    if (mail.text.includes(HOSTILE)) expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#x27;Bo&#x27;");
  });

  it.each(["en", "bg"] as const)("in %s: every key translated", async (lang) => {
    const mail = await sampleMail(name, lang);
    for (const part of [mail.subject, mail.html, mail.text]) {
      expect(part).not.toMatch(/\bmail\.[a-zA-Z]+\.[\w.]+/);
      expect(part).not.toMatch(/\{\w+\}|undefined|\[object Object\]/);
    }
  });

  it("draws what mail clients draw: inline styles, no outside resources, at most 600 px wide", async () => {
    const { html } = await sampleMail(name, "en");
    expect(html).not.toMatch(/<style|<link|<script|<img|<iframe|url\(|@import|\bclass=/i);
    for (const [, width] of html.matchAll(/\bwidth="(\d+)"/g)) expect(Number(width)).toBeLessThanOrEqual(600);
    for (const [, width] of html.matchAll(/(?:^|[;"\s])(?:max-)?width:\s*(\d+)px/g)) expect(Number(width)).toBeLessThanOrEqual(600);
    expect(html).toMatch(/width="560"/);
  });
});
