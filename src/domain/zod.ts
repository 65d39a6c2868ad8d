/**
 * The zod every shared schema is built with. Zod compiles fast object parsers with `new Function`
 * when the page allows eval, and probes for it when the first schema is built. In the browser the
 * app's Content-Security-Policy forbids eval (script-src 'self', server/http/security-headers.ts), so
 * the probe would be reported as a violation: there zod parses without compiling. The server keeps
 * the compiled parsers. Modules of src/domain import z from here, never from 'zod' directly, so the
 * setting comes before any schema is built (tests/unit/html-sinks.test.ts checks it).
 */
import { z } from 'zod';

if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
