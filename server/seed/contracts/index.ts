/**
 * Contract volume data: `seedContracts` loads the world from the database, generates `count`
 * contracts with every row their status implies, and inserts them in batches. The demo seed calls it
 * (inside its transaction) with the demo quotas; `npm run seed:large` calls it with a large count.
 */
import type { Db } from '../../db/client';
import { todayDay } from '../../../src/domain/calendar';
import { DEMO_QUOTAS, demoUnitBoost } from './demo-focus';
import type { GeneratedBatch } from './emit';
import { ContractGenerator } from './generator';
import { insertBatch, syncSequences } from './insert';
import { loadWorld } from './load-world';

export { ContractGenerator } from './generator';
export type { GeneratedBatch } from './emit';

/** Contracts in the demo data set (SEED_CONTRACTS overrides). */
export const DEMO_CONTRACT_COUNT = 2000;
/** The demo seed's generator seed; seed:large uses others so its contracts differ. */
export const DEMO_CONTRACT_SEED = 20_260_301;

export interface SeedContractsOptions {
  count: number;
  seed?: number;
  /** Today as a calendar.ts day (default: today in Beijing). */
  today?: number;
  /** Make the demo accounts' contracts first (the demo seed). */
  demoQuotas?: boolean;
  /** Contracts generated and inserted per batch. */
  batchSize?: number;
  /** Insert each batch in a transaction of its own (when not already inside one). */
  batchTransactions?: boolean;
  /** Called after each batch. */
  onBatch?: (done: number, rows: number, batch: GeneratedBatch) => void;
  majorThresholdFen?: number;
}

export interface SeedContractsResult {
  contracts: number;
  rows: number;
}

export async function seedContracts(db: Db, opts: SeedContractsOptions): Promise<SeedContractsResult> {
  if (opts.count <= 0) return { contracts: 0, rows: 0 };
  const world = await loadWorld(db);
  const generator = new ContractGenerator(world, {
    seed: opts.seed ?? DEMO_CONTRACT_SEED,
    today: opts.today ?? todayDay(),
    unitBoost: demoUnitBoost,
    ...(opts.demoQuotas ? { quotas: DEMO_QUOTAS } : {}),
    ...(opts.majorThresholdFen ? { majorThresholdFen: opts.majorThresholdFen } : {}),
  });
  const size = opts.batchSize ?? opts.count;
  let done = 0;
  let rows = 0;
  while (done < opts.count) {
    const n = Math.min(size, opts.count - done);
    const batch = generator.batch(n);
    const write = async (tx: Db) => {
      const written = await insertBatch(tx, batch);
      await syncSequences(tx);
      return written;
    };
    rows += opts.batchTransactions ? await db.transaction((tx) => write(tx as unknown as Db)) : await write(db);
    done += n;
    opts.onBatch?.(done, rows, batch);
  }
  return { contracts: done, rows };
}

/** The demo seed's contract count: SEED_CONTRACTS when set to a whole number, else DEMO_CONTRACT_COUNT. */
export function demoContractCount(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SEED_CONTRACTS;
  if (raw === undefined || raw === '') return DEMO_CONTRACT_COUNT;
  const n = Number.parseInt(raw, 10);
  return Number.isFinite(n) && n >= 0 ? n : DEMO_CONTRACT_COUNT;
}
