import type { Db } from '../db/client';

/** SEED_DEMO=0: the system data (menus, roles) and one administrator. */
export async function seedInitialAdmin(_db: Db, _password: string): Promise<void> {
  throw new Error('not yet written');
}
