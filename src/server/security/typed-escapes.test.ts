import { afterAll, describe, expect, it } from "vitest";
import { setupTestApp, uniqueEmail } from "../test/app";
import { uniqueIp } from "../test/browser";
import { createAdmin, createMember } from "../test/factories";
import { apiAs } from "../test/tasks";
import { figures } from "./report";

/**
 * Escape sequences typed as text (`\u0000` is six characters a person can type in a name) are
 * mailed as typed, through every path that puts what a person wrote into a mail: the public
 * contact form, the operator's message and the operator's bill. Lingui's decoding of the
 * formatted message once made them real characters (a NUL: 500 on every mail naming that
 * person; CR LF: a line break in a Subject). Every string below is a JS literal holding
 * backslashes, exactly what was typed.
 */
const ctx = await setupTestApp();
const f = figures("Security: escape sequences typed as text");
afterAll(f.print);

const TYPED = [
  "\\u0000",
  "\\u000d\\u000a",
  "\\x00",
  "\\x0d\\x0a",
  "\\u001b[2J",
  "\\ud800",
  "\\u2028",
  "\\x41",
  "a\\b",
  "\\",
  "\\\\u0000",
  "\\u005cu0000",
  "{name}",
  "it's '{x}'",
];
const OPERATOR = ctx.config.OPERATOR_EMAIL;
const admin = await apiAs(ctx, await createAdmin(ctx));

type Mail = { subject: string; text: string; html: string };
type Outcome = { path: string; typed: string; status: number; problems: string[] };

/** What a reader would see wrong: a part of the typed text missing, a decoded character, a subject over two lines. */
function problemsOf(mail: Mail | undefined, expected: { subject?: string; text: string[] }): string[] {
  if (!mail) return ["no mail"];
  const problems: string[] = [];
  if (expected.subject !== undefined && mail.subject !== expected.subject) problems.push(`subject ${JSON.stringify(mail.subject)}`);
  for (const part of expected.text) if (!mail.text.includes(part)) problems.push(`text lacks ${JSON.stringify(part)}`);
  if (/[\r\n]/.test(mail.subject)) problems.push("line break in the subject");
  if (`${mail.subject}${mail.text}${mail.html}`.includes("\u0000")) problems.push("NUL");
  if (/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(`${mail.subject}${mail.text}`)) problems.push("lone surrogate");
  return problems;
}

async function contactForm(typed: string): Promise<Outcome> {
  const body = { name: `Ann ${typed} Lee`, email: uniqueEmail("typed"), service: "paperwork", message: `Is ${typed} allowed?` };
  const res = await ctx.app.inject({ method: "POST", url: "/api/contact", payload: body, remoteAddress: uniqueIp() });
  const [ack] = await ctx.mailTo(body.email);
  const [note] = (await ctx.mailTo(OPERATOR)).filter((m) => m.headers["Reply-To"] === body.email);
  const problems = res.statusCode === 201 ? [...problemsOf(ack, { text: [`Hello ${body.name},`, body.message] }), ...problemsOf(note, { subject: `New contact request: Paperwork setup — ${body.name}`, text: [body.message] })] : [];
  return { path: "contact form", typed, status: res.statusCode, problems };
}

async function operatorMessage(typed: string): Promise<Outcome> {
  const ann = await createMember(ctx, { name: `Ann ${typed} Lee` });
  const res = await admin.post("/api/messages/compose", { clientId: ann.id, subject: `Re ${typed}`, content: `About ${typed}.` });
  const [mail] = await ctx.mailTo(ann.email);
  const problems = res.statusCode === 201 ? problemsOf(mail, { subject: `New message: Re ${typed}`, text: [`Hello ${ann.name},`, `About ${typed}.`] }) : [];
  return { path: "operator's message", typed, status: res.statusCode, problems };
}

async function operatorBill(typed: string): Promise<Outcome> {
  const ann = await createMember(ctx, { name: `Ann ${typed} Lee` });
  const res = await admin.post(`/api/clients/${ann.id}/payment-requests`, { amount: "12.00", description: `Courier ${typed}` });
  const [mail] = (await ctx.mailTo(ann.email)).filter((m) => m.template === "paymentRequested");
  const problems = res.statusCode === 201 ? problemsOf(mail, { text: [`Hello ${ann.name},`, `Courier ${typed}`] }) : [];
  return { path: "operator's bill", typed, status: res.statusCode, problems };
}

describe("escape sequences typed as text", () => {
  it("are mailed as typed on every path, with no 5xx, no decoded NUL and no line break in a subject", async () => {
    const outcomes: Outcome[] = [];
    for (const typed of TYPED) {
      for (const path of [contactForm, operatorMessage, operatorBill]) outcomes.push(await path(typed));
    }
    const asTyped = outcomes.filter((o) => o.status === 201 && o.problems.length === 0);
    const serverErrors = outcomes.filter((o) => o.status >= 500);
    const wrong = outcomes.filter((o) => !asTyped.includes(o)).map((o) => `${o.path} ${JSON.stringify(o.typed)} → ${o.status} ${o.problems.join("; ")}`);
    if (wrong.length) process.stdout.write(`${wrong.join("\n")}\n`);

    f.add({ check: "typed escape sequences mailed as typed", figure: `${asTyped.length} of ${outcomes.length}`, target: "all", ok: asTyped.length === outcomes.length });
    f.add({ check: "server errors from typed escapes", figure: serverErrors.length, target: "0", ok: serverErrors.length === 0 });
    f.add({ check: "paths (contact form, message, bill) × typed strings", figure: `3 × ${TYPED.length}`, target: "—", ok: true });
    expect(wrong).toEqual([]);
  });
});
