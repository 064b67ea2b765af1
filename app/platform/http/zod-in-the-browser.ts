/**
 * zod compiles fast validators with `new Function`, which the nonce CSP refuses; zod catches that and
 * falls back, but the browser still reports a CSP issue (Lighthouse's best-practices audit counts
 * it). In the browser, zod is told up front to parse without compiling: it reads this shared setting
 * when its first schema is built, so app/root.tsx imports this module before anything else. The
 * server keeps the compiled validators.
 */
if (!import.meta.env.SSR) {
  const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  shared.__zod_globalConfig = { ...shared.__zod_globalConfig, jitless: true };
}
