/**
 * The built front end, served by the API's process: the hashed assets (cached for a year, sent
 * pre-compressed), index.html (always revalidated, so a new build is picked up), /embed/ (the public
 * display a portal may frame, security-headers.ts), and what no route takes: an unknown /api/ path
 * answers the envelope, any other path the app, which shows its own 404 page (hash routing).
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ApiCode } from '../../src/domain/api-codes';
import type { App } from '../app';
import type { ServerConfig } from '../config';
import { translate } from './messages';
import { embedHelmet } from './security-headers';

export async function registerFrontEnd(app: App, config: ServerConfig): Promise<void> {
  const indexHtml = path.join(config.distDir, 'index.html');
  if (fs.existsSync(indexHtml)) {
    await app.register(fastifyStatic, {
      root: config.distDir,
      wildcard: false,
      // The build writes .br and .gz copies of every text asset (scripts/vite/precompress.ts).
      preCompressed: true,
      // Hashed assets never change; index.html always revalidates so a new build is picked up.
      setHeaders: (res, filePath) => {
        // @fastify/static hands the reply here.
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  // The public display for a portal's frame (security-headers.ts): the same app, framable by EMBED_ORIGINS.
  app.get('/embed/', { config: { auth: 'public' }, helmet: embedHelmet(config), schema: { hide: true } }, (_req, reply) =>
    fs.existsSync(indexHtml)
      ? reply.header('cache-control', 'no-cache').sendFile('index.html')
      : reply.status(404).type('text/plain').send('The front end is not built: run npm run build.'),
  );

  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/')) {
      // Code 500, not 404: the client logs out on codes outside 200 and 500..504.
      return reply.status(404).send({ code: ApiCode.refused, message: translate(req.lang, 'routeNotFound'), result: null });
    }
    // Hash routing: every other path gets the app, which shows its own 404 page.
    if (fs.existsSync(indexHtml)) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.status(404).type('text/plain').send('The front end is not built: run npm run build.');
  });
}
