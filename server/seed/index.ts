/** Start-up data: the demo data set, or only an initial administrator. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return !row || Number(row.n) === 0;
}

export { seedDemo } from './demo';
export { seedInitialAdmin } from './admin';
