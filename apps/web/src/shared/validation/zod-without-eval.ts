// Zod compiles a faster parser for each object schema with `new Function` where the page allows
// it, and probes for that when the first object schema is built. The portal's
// Content-Security-Policy (script-src 'self') forbids it: the probe failed, Zod fell back to its
// plain parser, and the browser logged a CSP violation on every page that loaded the contracts'
// schemas (Lighthouse's best practices: "Issues were logged"). `jitless` tells Zod not to try.
//
// Set through the global Zod keeps its settings in (zod/v4/core/core.js creates it only if absent),
// before Zod loads: importing Zod's `config` here would put 3.7 KB of Zod into every first load,
// while Zod itself comes with the pages that validate. zod-without-eval.test.ts holds Zod to it.
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };
const zodGlobal = globalThis as ZodGlobal;
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
export {};
