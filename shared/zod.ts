/**
 * zod, as the whole codebase uses it: every module takes it with `import * as z from` this file
 * (biome.json forbids importing "zod" anywhere else), so this runs before any schema exists.
 *
 * It is zod's small build, "zod/mini": the same parsers with a functional API (`z.optional(s)`,
 * `s.check(z.minLength(1))`), whose unused parts every bundle leaves out. The classic build's
 * methods reference every schema type and would ship all of zod (about 440 KB) into each function
 * and form. Import it as a namespace: `import { z }` would take zod's own `z` object, which holds
 * everything (biome.json forbids that name too).
 *
 * `jitless`: zod's JIT-compiling object parser (the classic build's) builds code with
 * `new Function`, after probing once whether it may. The site's Content-Security-Policy
 * (infra/security-headers.ts) has no 'unsafe-eval', so the browser would refuse the probe and
 * report a CSP violation (Lighthouse counts it). zod mini's objects never compile, and saying so
 * up front keeps it that way whatever zod builds; it must come before the first schema.
 */
import { config } from "zod/mini";

/**
 * What a field says when its schema names no message of its own (a number sent where text is
 * expected, a body that is not an object): zod mini loads no locale, and its bare fallback is
 * English. Every schema of the site names its own French message where a visitor can go wrong.
 */
export const FALLBACK_MESSAGE = "Valeur invalide.";

config({ jitless: true, customError: () => FALLBACK_MESSAGE });

export * from "zod/mini";
