/**
 * File storage behind a small interface: local disk by default (FILES_DIR); an S3-compatible store
 * can implement the same three calls for a scaled-out deployment.
 */
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Readable;
  remove(key: string): Promise<void>;
}

export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    if (!/^[a-z0-9/_-]+$/i.test(key)) throw new Error(`bad storage key ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data);
    },
    get(key) {
      return createReadStream(resolve(key));
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}
