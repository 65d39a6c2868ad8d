/**
 * Security headers on every answer (@fastify/helmet):
 * - Content-Security-Policy: scripts from this origin only (no inline scripts, no eval), styles from
 *   this origin plus inline style attributes (Arco and ECharts position with them), images from this
 *   origin, data: and blob:, calls to this origin only, no plugins, and `frame-ancestors 'none'`: no
 *   other site may frame the app (clickjacking). The one exception is the public display at /embed/,
 *   which the origins in EMBED_ORIGINS may frame (a service hall's portal); the app under /embed/
 *   renders nothing but a shared public display (src/router/embed.ts).
 * - X-Frame-Options DENY (older browsers), X-Content-Type-Options nosniff, Referrer-Policy same-origin,
 *   Cross-Origin-Opener/Resource-Policy same-origin.
 * - Strict-Transport-Security when the request came over HTTPS (directly, or as a trusted proxy says)
 *   or PUBLIC_BASE_URL is https: a browser that saw the app over HTTPS never falls back to HTTP.
 * Stored files answer with their own, stricter policy (fileHelmet): nothing runs in them, and only
 * the app itself may show a preview in a frame.
 */
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';

type Directives = Record<string, string[] | null>;

export const APP_CSP: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ["'self'", 'blob:'],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const csp = (directives: Directives) => ({ useDefaults: false, directives });

/** The headers of the public display at /embed/: framable by EMBED_ORIGINS only. */
export function embedHelmet(config: ServerConfig): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: csp({ ...APP_CSP, 'frame-ancestors': config.embedOrigins.length ? config.embedOrigins : ["'none'"] }),
    // X-Frame-Options cannot name origins; frame-ancestors decides in every current browser.
    xFrameOptions: config.embedOrigins.length ? false : { action: 'deny' },
  };
}

/** Stored files (download, preview): inert content, shown in a frame by the app only. */
export const fileHelmet: FastifyHelmetOptions = {
  contentSecurityPolicy: csp({
    'default-src': ["'none'"],
    'img-src': ["'self'", 'data:'],
    'style-src': ["'unsafe-inline'"],
    'object-src': ["'self'"],
    'frame-ancestors': ["'self'"],
  }),
  xFrameOptions: { action: 'sameorigin' },
  referrerPolicy: { policy: 'no-referrer' },
};

export async function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: csp(APP_CSP),
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    // Sent below, only where it means something.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  const httpsOrigin = config.publicBaseUrl?.startsWith('https://') ?? false;
  app.addHook('onRequest', async (req, reply) => {
    if (httpsOrigin || req.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
