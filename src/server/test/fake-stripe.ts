import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local fake of the slice of Stripe's HTTP API we use (Checkout Sessions, Refunds), so tests run
 * the real `stripe` SDK over real HTTP — the outer edge, asks — without network.
 */
export type FakeSession = {
  id: string;
  object: "checkout.session";
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  amount_total: number;
  currency: string;
  url: string | null;
  success_url: string;
  cancel_url: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  customer_email: string | null;
  customer_details: { email: string | null } | null;
  payment_intent: string | null;
  line_items: { quantity: number; price_data: { currency: string; unit_amount: number; product_data: { name: string; description?: string } } }[];
};

export type FakeRefund = {
  id: string;
  object: "refund";
  amount: number;
  currency: string;
  payment_intent: string;
  status: "pending" | "succeeded" | "failed" | "canceled";
  reason: string | null;
  metadata: Record<string, string>;
  created: number;
};

export type FakeRequest = { method: string; path: string; idempotencyKey?: string; authorization?: string; body: Record<string, unknown> };

/** Stripe's form encoding (`line_items[0][price_data][currency]=bgn`) back into an object. */
function parseForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/\[|\]\[|\]/).filter(Boolean);
    let node: Record<string, unknown> = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else {
        node[part] ??= {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return root;
}

const list = (v: unknown) => Object.values((v ?? {}) as Record<string, unknown>);

export async function startFakeStripe(opts: { secretKey: string }) {
  const sessions = new Map<string, FakeSession>();
  const byIdempotencyKey = new Map<string, string>();
  const requests: FakeRequest[] = [];
  let failCreates = 0;
  const refunds = new Map<string, FakeRefund>();
  const refundsByKey = new Map<string, string>();
  /** How the next refunds end: Stripe's answer status, or an error (a 500, a card_error). */
  let refundMode: "pending" | "succeeded" | "server_error" | "card_error" = "pending";

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json", "request-id": `req_${randomBytes(6).toString("hex")}` });
    res.end(JSON.stringify(body));
  };
  const error = (res: http.ServerResponse, status: number, message: string, code?: string) =>
    send(res, status, { error: { type: "invalid_request_error", message, ...(code ? { code } : {}) } });

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => {
      raw += c.toString();
    });
    req.on("end", () => {
      const path = (req.url ?? "").split("?")[0]!;
      const body = parseForm(raw);
      const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
      requests.push({ method: req.method!, path, idempotencyKey, authorization: req.headers.authorization, body });
      if (req.headers.authorization !== `Bearer ${opts.secretKey}`) return error(res, 401, "Invalid API Key provided");

      if (req.method === "POST" && path === "/v1/checkout/sessions") {
        if (failCreates > 0) {
          failCreates -= 1;
          return error(res, 400, "The Checkout Session could not be created.");
        }
        const existing = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
        if (existing) return send(res, 200, sessions.get(existing));
        const lineItems = list(body.line_items).map((li) => {
          const item = li as { quantity: string; price_data: { currency: string; unit_amount: string; product_data: { name: string; description?: string } } };
          return { quantity: Number(item.quantity), price_data: { ...item.price_data, unit_amount: Number(item.price_data.unit_amount) } };
        });
        const id = `cs_test_fake${randomBytes(16).toString("hex")}`;
        const session: FakeSession = {
          id,
          object: "checkout.session",
          mode: String(body.mode),
          status: "open",
          payment_status: "unpaid",
          amount_total: lineItems.reduce((s, li) => s + li.quantity * li.price_data.unit_amount, 0),
          currency: lineItems[0]?.price_data.currency ?? "eur",
          url: `https://checkout.stripe.test/c/pay/${id}`,
          success_url: String(body.success_url),
          cancel_url: String(body.cancel_url),
          client_reference_id: (body.client_reference_id as string) ?? null,
          metadata: (body.metadata as Record<string, string>) ?? {},
          customer_email: (body.customer_email as string) ?? null,
          customer_details: null,
          payment_intent: null,
          line_items: lineItems,
        };
        sessions.set(id, session);
        if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, id);
        return send(res, 200, session);
      }

      if (req.method === "POST" && path === "/v1/refunds") {
        if (refundMode === "server_error") return send(res, 500, { error: { type: "api_error", message: "An unknown error occurred" } });
        if (refundMode === "card_error") return send(res, 402, { error: { type: "card_error", code: "expired_card", message: "The card has expired and the refund cannot be made." } });
        const existing = idempotencyKey ? refundsByKey.get(idempotencyKey) : undefined;
        if (existing) return send(res, 200, refunds.get(existing));
        const intent = String(body.payment_intent ?? "");
        const session = [...sessions.values()].find((s) => s.payment_intent === intent && s.payment_status === "paid");
        if (!session) return error(res, 404, `No such payment_intent: '${intent}'`, "resource_missing");
        const already = [...refunds.values()].filter((r) => r.payment_intent === intent && r.status !== "failed" && r.status !== "canceled").reduce((t, r) => t + r.amount, 0);
        const amount = body.amount === undefined ? session.amount_total - already : Number(body.amount);
        if (amount > session.amount_total - already) return error(res, 400, "Refund amount is greater than unrefunded amount on charge", "amount_too_large");
        const refund: FakeRefund = {
          id: `re_fake${randomBytes(12).toString("hex")}`,
          object: "refund",
          amount,
          currency: session.currency,
          payment_intent: intent,
          status: refundMode,
          reason: (body.reason as string) ?? null,
          metadata: (body.metadata as Record<string, string>) ?? {},
          created: Math.floor(Date.now() / 1000),
        };
        refunds.set(refund.id, refund);
        if (idempotencyKey) refundsByKey.set(idempotencyKey, refund.id);
        return send(res, 200, refund);
      }

      const expire = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/);
      if (req.method === "POST" && expire) {
        const session = sessions.get(decodeURIComponent(expire[1]!));
        if (!session) return error(res, 404, `No such checkout.session: '${expire[1]}'`, "resource_missing");
        // Stripe's own rule: only open sessions can be expired.
        if (session.status !== "open") return error(res, 400, 'Only Checkout Sessions with a status in ["open"] can be expired.');
        session.status = "expired";
        session.url = null;
        return send(res, 200, session);
      }

      const match = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
      if (req.method === "GET" && match) {
        const session = sessions.get(decodeURIComponent(match[1]!));
        return session ? send(res, 200, session) : error(res, 404, `No such checkout.session: '${match[1]}'`, "resource_missing");
      }
      return error(res, 404, `Unrecognized request URL (${req.method}: ${path})`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const must = (id: string) => {
    const s = sessions.get(id);
    if (!s) throw new Error(`fake stripe: no session ${id}`);
    return s;
  };

  return {
    apiBase: `http://127.0.0.1:${port}`,
    sessions,
    requests,
    /** The next n session creations fail as Stripe would refuse them. */
    failNextCreates(n = 1) {
      failCreates = n;
    },
    /** The customer finished Checkout: paid at once (card) or later (a delayed method). */
    complete(id: string, opts: { paid?: boolean; email?: string } = {}) {
      const s = must(id);
      // As on Stripe: an expired session's page no longer takes a card.
      if (s.status === "expired") throw new Error(`fake stripe: session ${id} is expired and cannot be paid`);
      s.status = "complete";
      s.payment_status = opts.paid === false ? "unpaid" : "paid";
      s.payment_intent = `pi_fake_${randomBytes(8).toString("hex")}`;
      s.customer_details = { email: opts.email ?? s.customer_email };
      return s;
    },
    markPaid(id: string) {
      must(id).payment_status = "paid";
      return must(id);
    },
    expire(id: string) {
      const s = must(id);
      s.status = "expired";
      s.url = null;
      return s;
    },
    refunds,
    /** How the refunds asked for from now on end (pending until a webhook settles them, by default). */
    refundsAnswer(mode: typeof refundMode) {
      refundMode = mode;
    },
    /** The refund settled at Stripe (its webhook event carries it). */
    settleRefund(id: string, status: "succeeded" | "failed" = "succeeded") {
      const r = refunds.get(id);
      if (!r) throw new Error(`fake stripe: no refund ${id}`);
      r.status = status;
      return r;
    },
    /** A webhook event as Stripe would send it (sign it with stripe.webhooks.generateTestHeaderString). */
    event(type: string, session: FakeSession | FakeRefund, created = Math.floor(Date.now() / 1000)) {
      return {
        id: `evt_${randomBytes(12).toString("hex")}`,
        object: "event",
        api_version: "2025-01-01",
        created,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object: structuredClone(session) },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

