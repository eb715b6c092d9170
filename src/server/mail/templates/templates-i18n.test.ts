import { describe, expect, it } from "vitest";
import { type TemplateName, templates } from "./index";
import { SAMPLES } from "./template-samples";
import type { Locale } from "../../../core/locale";

/**
 * The missing-key test for email: every template renders in English and in Bulgarian, and the
 * Bulgarian one is really Bulgarian (subject and text differ from English, Cyrillic, no
 * placeholder or "undefined" left). A new template fails here until it has a sample in template-samples.ts
 * (and a Bulgarian version, unless it only ever goes to the operator).
 */

/** Templates that only ever speak English (none today: even the operator's mail follows their account's language). */
const OPERATOR_ONLY = new Set<TemplateName>([]);

/** Templates whose subject is what the operator typed: only the inbox's English default is said in Bulgarian. */
const TYPED_SUBJECT: Partial<Record<TemplateName, string>> = { contactReply: "Отн.: Документи и администрация [C-2026-000042]", newsletterIssue: "News" };

type Render = (d: Record<string, unknown>) => Promise<{ subject: string; text: string; html: string }> | { subject: string; text: string; html: string };
const render = async (name: TemplateName, lang: Locale) => await (templates[name] as unknown as Render)({ ...SAMPLES[name], lang });
const LEFTOVER = /undefined|\[object Object\]|\$\{|\{\w+\}/;

describe("every email in English and Bulgarian", () => {
  const names = Object.keys(templates) as TemplateName[];

  it("has a sample for every template", () => {
    expect(names.filter((n) => !SAMPLES[n])).toEqual([]);
  });

  it.each(names.filter((n) => !OPERATOR_ONLY.has(n)))("%s has a Bulgarian version", async (name) => {
    const en = await render(name, "en");
    const bg = await render(name, "bg");
    if (TYPED_SUBJECT[name]) expect(bg.subject, "subject").toBe(TYPED_SUBJECT[name]);
    else expect(bg.subject, "subject").not.toBe(en.subject);
    expect(bg.text, "text").not.toBe(en.text);
    expect(bg.subject + bg.text, "Bulgarian text").toMatch(/[а-яА-Я]/);
    expect(bg.html).toMatch(/<html[^>]* lang="bg"/);
    expect(bg.html).not.toContain("Or paste this link");
    for (const mail of [en, bg]) expect(`${mail.subject}\n${mail.text}`).not.toMatch(LEFTOVER);
  });

  it.skipIf(OPERATOR_ONLY.size === 0).each([...OPERATOR_ONLY])("%s (English only) renders", async (name) => {
    const mail = await render(name, "en");
    expect(mail.html).toMatch(/<html[^>]* lang="en"/);
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(LEFTOVER);
  });
});
