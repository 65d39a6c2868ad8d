/**
 * The change events of one server process (docs/live-sync.md): the bus every write publishes on,
 * the PostgreSQL bridge to the other processes when the database is PostgreSQL (PGlite runs in one
 * process only: its data directory is locked), and the risk sweep's code changes announced as
 * kind 'risk'. server/main.ts starts it and hands `events` to buildApp; tests can do the same.
 */
import type { Database } from '../db/client';
import { onRiskCodesChanged } from '../modules/contracts/risk-batch';
import { announceRecords } from './announce';
import { type ChangeBus, createChangeBus } from './bus';
import { type BridgeLog, type PgBridge, startPgBridge } from './pg-bridge';

export interface ChangeEvents {
  events: ChangeBus;
  /** The cross-process bridge (PostgreSQL only). */
  bridge: PgBridge | null;
  close(): Promise<void>;
}

export function startChangeEvents(database: Database, opts: { databaseUrl?: string | undefined; log?: BridgeLog; events?: ChangeBus }): ChangeEvents {
  const events = opts.events ?? createChangeBus();
  const bridge =
    database.kind === 'postgres' && opts.databaseUrl
      ? startPgBridge({ bus: events, db: database.db, connectionString: opts.databaseUrl, ...(opts.log ? { log: opts.log } : {}) })
      : null;
  const stopRisk = onRiskCodesChanged((ids) => {
    void announceRecords(database.db, events, 'risk', 'contracts', ids);
  });
  return {
    events,
    bridge,
    async close() {
      stopRisk();
      await bridge?.close();
    },
  };
}
