/** File storage on local disk, under FILES_DIR (the default). */
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { checkKey, type FileStorage } from './storage';

export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string) => path.join(root, checkKey(key));
  return {
    async put(key, data) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data);
    },
    async get(key) {
      const stream = createReadStream(resolve(key));
      // Opened before it is handed out, so a missing file rejects here rather than mid-download.
      await once(stream, 'open');
      return stream;
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}
