import { z } from "zod";

// Our Content-Security-Policy has no 'unsafe-eval': zod must not compile parsers with
// `new Function` (its probe for that alone is reported as a CSP violation).
z.config({ jitless: true });
