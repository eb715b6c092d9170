import { generateKeyPairSync } from "node:crypto";
import { dkimVerify } from "mailauth/lib/dkim/verify";
import { afterAll, describe, expect, it } from "vitest";
import { setupTestApp } from "../test/app";
import { openCheckout, payTestSession } from "../test/payments";
import { deliverOutbox, startSmtp } from "../test/smtp";

// A fresh key for this run: what an operator makes with openssl and publishes as DNS TXT.
const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
const publicDer = publicKey.export({ type: "spki", format: "der" }).toString("base64");

const ctx = await setupTestApp({
  env: { MAIL_FROM: "Concierge <hello@concierge.example>", DKIM_DOMAIN: "concierge.example", DKIM_SELECTOR: "mail2026", DKIM_PRIVATE_KEY: pem },
});
const smtp = await startSmtp();
afterAll(() => smtp.close());

/** A DNS that knows one record: the selector's TXT, as the README says to publish it. */
const lookups: string[] = [];
const resolver = async (name: string, type: string) => {
  lookups.push(`${type} ${name}`);
  if (type === "TXT" && name === "mail2026._domainkey.concierge.example") return [[`v=DKIM1; k=rsa; p=${publicDer}`]];
  throw Object.assign(new Error(`no ${type} record for ${name}`), { code: "ENOTFOUND" });
};

describe("DKIM: mail sent over SMTP is signed with DKIM_DOMAIN's key", () => {
  it("a receipt, read by a receiving server that looks the key up in DNS: pass; its body or subject changed on the way: fail", async () => {
    const sessionId = await openCheckout(ctx, { items: [{ kind: "hourly", quantity: 1 }], customer: { email: "signed@example.test", name: "Signe" } });
    await payTestSession(ctx, sessionId);
    await deliverOutbox(ctx, smtp.url);
    const receipt = smtp.received.find((m) => m.to.includes("signed@example.test") && m.raw.includes("Content-Type: application/pdf"));
    expect(receipt, smtp.received.map((m) => m.to.join()).join(" | ")).toBeDefined();
    const raw = Buffer.from(receipt!.raw, "latin1");
    // A receipt is automatic mail: no out-of-office answers it.
    expect(receipt!.raw).toMatch(/^Auto-Submitted: auto-generated\r$/m);

    const verified = await dkimVerify(raw, { resolver });
    expect(verified.results).toHaveLength(1);
    expect(verified.results[0]).toMatchObject({ signingDomain: "concierge.example", selector: "mail2026", status: { result: "pass" } });
    expect(lookups).toContain("TXT mail2026._domainkey.concierge.example");

    // One character of the body changed: the body hash no longer matches. (mailauth reports RFC 6376's
    // "PERMFAIL (body hash did not verify)" as neutral with that comment; a receiver trusts it no more than a fail.)
    const text = receipt!.raw;
    const at = text.search(/\r\n\r\n/) + 200;
    const tampered = text.slice(0, at) + (text[at] === "A" ? "B" : "A") + text.slice(at + 1);
    expect(tampered).not.toBe(text);
    const body = (await dkimVerify(Buffer.from(tampered, "latin1"), { resolver })).results[0]!.status;
    expect(body).toMatchObject({ result: "neutral", comment: "body hash did not verify" });
    // A signed header changed: fail too.
    const resubjected = text.replace(/^Subject: /m, "Subject: Re: ");
    expect(resubjected).not.toBe(text);
    expect((await dkimVerify(Buffer.from(resubjected, "latin1"), { resolver })).results[0]!.status.result).toBe("fail");
  });
});
