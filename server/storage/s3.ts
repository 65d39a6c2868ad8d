/**
 * File storage in an S3-compatible object store (FILES_S3_*): one object per stored file, under an
 * optional key prefix. Path-style addressing by default, as MinIO and most on-premises stores want.
 */
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { checkKey, type FileStorage } from './storage';

export interface S3Settings {
  bucket: string;
  /** e.g. https://minio.internal:9000 or https://oss-cn-hangzhou.aliyuncs.com; the AWS default when absent. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Prepended to every key, e.g. 'contracts/'. */
  prefix: string;
  forcePathStyle: boolean;
}

export function createS3Storage(s: S3Settings): FileStorage {
  const client = new S3Client({
    region: s.region,
    forcePathStyle: s.forcePathStyle,
    // The SDK's default checksums (CRC32 on every upload) are not understood by every S3-compatible
    // store (older MinIO, some cloud gateways): sent and checked only where the API requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(s.endpoint ? { endpoint: s.endpoint } : {}),
    ...(s.accessKeyId && s.secretAccessKey ? { credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } } : {}),
  });
  const Key = (key: string) => `${s.prefix}${checkKey(key)}`;
  return {
    async put(key, data) {
      await client.send(new PutObjectCommand({ Bucket: s.bucket, Key: Key(key), Body: data, ContentLength: data.length }));
    },
    async get(key) {
      const res = await client.send(new GetObjectCommand({ Bucket: s.bucket, Key: Key(key) }));
      if (!(res.Body instanceof Readable)) throw new Error(`no body for ${key}`);
      return res.Body;
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: s.bucket, Key: Key(key) }));
    },
  };
}
