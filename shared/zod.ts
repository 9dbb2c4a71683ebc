/**
 * zod, as the site and the shared schemas use it: every module of web/ and shared/ takes `z`
 * from here (biome.json forbids importing "zod" there), so this runs before any schema exists.
 *
 * Without `jitless`, zod compiles each object parser with `new Function`, after probing once
 * whether it may: the site's Content-Security-Policy (infra/security-headers.ts) has no
 * 'unsafe-eval', so the browser refuses the probe and reports a CSP violation (Lighthouse counts
 * it), though zod then quietly parses without compiling. Saying so up front skips the probe.
 * The setting must come before the first `z.object(...)`: zod decides when it builds the schema.
 */
import { z } from "zod";

z.config({ jitless: true });

export { z };
