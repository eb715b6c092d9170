// Our Content-Security-Policy has no 'unsafe-eval': zod must not compile parsers with
// `new Function` (its probe for that alone is reported as a CSP violation). zod reads its
// global configuration from this object, so the setting is made without pulling zod itself
// into the entry bundle (zod loads with the first form or API call that needs it).
const scope = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
export {};
