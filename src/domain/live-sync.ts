/**
 * Live sync (docs/live-sync.md): what the server's event stream says, shared by the server
 * (server/events) and the client (src/api/liveSync.ts). Kept free of zod: the client shell loads it.
 */

/** What changed: the kinds of records a write announces. */
export const CHANGE_KINDS = ['contract', 'matter', 'filing', 'risk', 'project', 'screen', 'message'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** The data of an `event: change`: the kind, the changed records' ids (empty: unknown or too many), when. */
export interface ChangeView {
  kind: ChangeKind;
  ids: number[];
  at: string;
}

/** Why the server ended a stream (the data of `event: closed`). */
export const STREAM_CLOSE_REASONS = ['tooMany', 'signedOut', 'shutdown', 'slow', 'linkInvalid'] as const;
export type StreamCloseReason = (typeof STREAM_CLOSE_REASONS)[number];

/** The stream's path under each base (the token goes as ?token=). */
export const EVENT_STREAM_PATH = 'events/stream';
/** The public stream of a shared screen, beside the bases: /api/screen-share/events?token=<share token>. */
export const SCREEN_SHARE_EVENTS_PATH = 'screen-share/events';
