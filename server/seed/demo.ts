import type { ServerConfig } from '../config';
import type { Db } from '../db/client';

export async function seedDemo(_db: Db, _config: ServerConfig): Promise<void> {
  throw new Error('not yet written');
}
