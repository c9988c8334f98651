// zod compiles a fast parser for each object schema with `new Function`, after probing once whether
// eval is allowed. Our Content-Security-Policy forbids it (no 'unsafe-eval'), so the probe only
// produced a CSP violation report on every page and the parsers never compiled anyway. This is
// `z.config({ jitless: true })` without loading zod into the first script (4 KB of the landing
// page's 90 KB budget): zod keeps its settings in this one global object, shared by every copy of
// zod, and reads `jitless` when an object schema is built. main.tsx imports this module first, so
// it runs before any schema module (they load with later chunks); zod-jitless.test.ts checks that
// zod sees it.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
