/**
 * Where uploaded and generated files are kept, behind three calls: local disk under FILES_DIR by
 * default, or an S3-compatible object store when FILES_S3_BUCKET is set (MinIO, and the OSS, COS and
 * OBS of Chinese clouds speak it), which every instance of a scaled-out deployment shares.
 */
import type { Readable } from 'node:stream';
import type { ServerConfig } from '../config';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';

export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** The stored bytes; rejects when they cannot be read (nothing stored under the key). */
  get(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
}

/** Storage keys are made by the app: letters, digits, '/', '_' and '-' only. */
export function checkKey(key: string): string {
  if (!/^[a-z0-9/_-]+$/i.test(key)) throw new Error(`bad storage key ${key}`);
  return key;
}

export function createStorage(config: Pick<ServerConfig, 'filesDir' | 's3'>): FileStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.filesDir);
}
