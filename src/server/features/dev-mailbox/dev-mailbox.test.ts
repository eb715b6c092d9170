import { describe, expect, it } from "vitest";
import { setupTestApp, uniqueEmail } from "../../test/app";

/** The dev mailbox shows a mail's rendered HTML and its plain text side by side. */
const ctx = await setupTestApp();

describe("the dev mailbox", () => {
  it("shows the HTML part (sandboxed) beside the text part, both escaped", async () => {
    const email = uniqueEmail("dev-mailbox");
    const name = `Ann <b>Bold</b>`;
    const sent = await ctx.app.inject({ method: "POST", url: "/api/contact", remoteAddress: "10.77.0.1", payload: { name, email, service: "calls", message: "Line one\nLine <i>two</i>", language: "bg" } });
    expect(sent.statusCode).toBe(201);
    const [mail] = await ctx.mailTo(email);
    const view = await ctx.app.inject({ method: "GET", url: `/dev/mailbox/${mail!.id}` });
    expect(view.statusCode).toBe(200);
    expect(view.body).toMatch(/<section aria-labelledby="part-html"><h2 id="part-html">HTML<\/h2><iframe title="Message \(HTML\)" sandbox="allow-top-navigation-by-user-activation" srcdoc="/);
    // The HTML part sits in srcdoc escaped once more: the visitor's "<b>" is "&amp;lt;b&amp;gt;" there, never markup.
    expect(view.body).toContain("Здравейте, Ann &amp;lt;b&amp;gt;Bold&amp;lt;/b&amp;gt;,");
    expect(view.body).toContain(`<h2 id="part-text">Plain text</h2><pre>Здравейте, Ann &lt;b&gt;Bold&lt;/b&gt;,`);
    expect(view.body).toContain("Line one\nLine &lt;i&gt;two&lt;/i&gt;");
  });
});
