// The parts of autocannon 9 (no bundled types) that bench/load.ts uses.
declare module "autocannon" {
  type Context = Record<string, unknown>;
  export type Request = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    setupRequest?: (req: Request, context: Context) => Request | null;
    onResponse?: (status: number, body: string, context: Context, headers: Record<string, string | string[]>) => void;
  };
  type Stat = { average: number; p50: number; p99: number; max: number; total: number };
  export type Result = {
    requests: Stat;
    latency: Stat;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    statusCodeStats: Record<string, { count: number }>;
  };
  type Options = { url: string; connections: number; duration: number; timeout?: number; requests: Request[] };
  export default function autocannon(options: Options): Promise<Result>;
}
