import http from "node:http";
import type { AddressInfo } from "node:net";

export type Proxy = {
  url: string;
  /** Requests sent to each target so far, in the order of `targets`. */
  served: number[];
  close(): Promise<void>;
};

/**
 * A small round-robin load balancer in front of several instances (node:http only): each
 * request goes to the next target, whatever connection it came on, so a client's consecutive
 * requests land on different instances. Bodies and answers are piped, never buffered (uploads,
 * downloads and event streams pass as they flow). Like a real one it tells the instances the
 * client's address in X-Forwarded-For (TRUST_PROXY=true trusts that one hop). Every client
 * of a test is this machine, so a request may say which client it stands for: an
 * X-Forwarded-For it already carries is passed on as the address the balancer saw; without
 * one, the connection's own address is set.
 */
export async function startProxy(targets: { host?: string; port: number }[]): Promise<Proxy> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const served = targets.map(() => 0);
  let next = 0;
  const server = http.createServer((req, res) => {
    const i = next;
    next = (next + 1) % targets.length;
    served[i]! += 1;
    const target = targets[i]!;
    const headers = { ...req.headers, "x-forwarded-for": req.headers["x-forwarded-for"] ?? req.socket.remoteAddress ?? "127.0.0.1" };
    const upstream = http.request({ host: target.host ?? "127.0.0.1", port: target.port, method: req.method, path: req.url, headers, agent }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    // A client gone (a closed event stream) closes the upstream request too.
    res.on("close", () => upstream.destroy());
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}
