/**
 * The public live-sync stream of a shared screen (docs/live-sync.md): GET
 * /api/screen-share/events?token=<screen share token>, no sign-in. A service-hall display hears
 * which kinds of records changed inside the link's root area (and changes without a place), as
 * {kind, ids: [], at}: never ids. A token that cannot be opened gets the invalid-link answer; a link
 * revoked or expired while open ends the stream with {reason: 'linkInvalid'} at the next check.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SCREEN_SHARE_EVENTS_PATH } from '../../../src/domain/live-sync';
import type { AppDeps } from '../../app';
import { openChangeStream, viewFor } from '../../events/stream';
import { descendantIds } from '../../http/unit-tree';
import { resolveScreenShare } from './shares';

/** Displays of one link share this many streams per process. */
const MAX_STREAMS_PER_LINK = 50;

export const screenShareEventRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, events }) => {
  app.get(
    `/${SCREEN_SHARE_EVENTS_PATH}`,
    {
      config: { auth: 'public', stream: 'events' },
      schema: {
        description: 'Live sync of a shared screen: a text/event-stream of the kinds of records that changed in the link’s area (no ids).',
        querystring: z.object({ token: z.unknown().optional() }),
      },
    },
    async (req, reply) => {
      const token = req.query.token;
      const { link } = await resolveScreenShare(db, token, false);
      const scope = new Set(await descendantIds(db, [link.rootAreaId]));
      openChangeStream(req, reply, {
        bus: events,
        key: `screen-share:${link.id}`,
        maxPerKey: MAX_STREAMS_PER_LINK,
        view: (change) => {
          if (change.kind === 'message') return null;
          const seen = viewFor(change, scope);
          return seen && { ...seen, ids: [] };
        },
        stillValid: () => resolveScreenShare(db, token, false).then(() => true, () => false),
        invalidReason: 'linkInvalid',
      });
    },
  );
};
