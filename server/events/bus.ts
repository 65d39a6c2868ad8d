/**
 * Change events: every write that changes what lists and screens show announces it here after its
 * transaction commits (a contract registered or moved, a matter decided, a filing reviewed, a risk
 * code changed, a project or a screen saved). Subscribers: the stats cache (invalidation), the
 * server-sent event stream (live sync of the workspace and the walls). In-process; a bridge carries
 * the events across server processes on one PostgreSQL (LISTEN/NOTIFY, server/events/pg-bridge.ts).
 */
import { z } from 'zod';
import { CHANGE_KINDS } from '../../src/domain/live-sync';

export { CHANGE_KINDS };
export const changeSchema = z.object({
  kind: z.enum(CHANGE_KINDS),
  /** Ids of the changed records (contract ids for contract, filing and risk changes). */
  ids: z.array(z.number().int()).max(1000),
  /** Where it happened (for scoping who is told): the owning unit and area, when known. */
  unitId: z.number().int().nullable(),
  areaId: z.number().int().nullable(),
  at: z.string(),
  /** The process that published it (the bridge drops its own echoes). */
  origin: z.string().optional(),
});
export type Change = z.infer<typeof changeSchema>;
export type ChangeInput = Omit<Change, 'at' | 'origin'> & { at?: string };

export type ChangeListener = (change: Change) => void;

export interface ChangeBus {
  /** Announces a change to every subscriber of this process (and, through a bridge, the others). */
  publish(change: ChangeInput): void;
  /** Delivers a change that came from another process to this process's subscribers only. */
  deliver(change: Change): void;
  subscribe(listener: ChangeListener): () => void;
  /** Hooks a bridge in: called for every change published in this process. */
  onPublish(forward: ChangeListener): () => void;
  /** How many subscribers are listening now (the event stream's leak check). */
  listenerCount(): number;
}

export function createChangeBus(): ChangeBus {
  const listeners = new Set<ChangeListener>();
  const forwards = new Set<ChangeListener>();
  const emit = (set: Set<ChangeListener>, change: Change) => {
    for (const fn of set) {
      try {
        fn(change);
      } catch {
        // A failing subscriber must not stop the others, nor the write that published.
      }
    }
  };
  return {
    publish(input) {
      const change: Change = { ...input, at: input.at ?? new Date().toISOString() };
      emit(listeners, change);
      emit(forwards, change);
    },
    deliver(change) {
      emit(listeners, change);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onPublish(forward) {
      forwards.add(forward);
      return () => forwards.delete(forward);
    },
    listenerCount: () => listeners.size,
  };
}
