import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { FastifyBaseLogger } from 'fastify';
import type { S3Config } from '../../config.js';
import { serviceUnavailable } from '../errors.js';
import { assertStorageKey, type FileStorage, type StoredKey } from './file-storage.js';

/**
 * Files as objects of one bucket (S3_BUCKET), on AWS or an S3-compatible service (S3_ENDPOINT).
 * Every instance reads what any instance wrote. When the service cannot be reached or refuses, the
 * call fails as a 503 and the cause is logged (docs/decisions/111).
 */
export function createS3Storage(config: S3Config, log: FastifyBaseLogger): FileStorage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // The SDK's default checksums stream uploads as aws-chunked with trailers, which not every
    // S3-compatible service accepts; S3 itself checks the length and the signature either way.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 3000, requestTimeout: 60_000 },
  });
  const unavailable = (err: unknown, action: string, key: string) => {
    log.warn({ err, key }, `file storage: S3 ${action} failed`);
    return serviceUnavailable('File storage');
  };

  return {
    put: async (key, bytes) => {
      assertStorageKey(key);
      const chunks = Array.isArray(bytes) ? (bytes as readonly Uint8Array[]) : [bytes as Uint8Array];
      const length = chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: config.bucket,
            Key: key,
            // The chunks an upload arrived in are streamed as they are, never joined (docs/decisions/064).
            Body: chunks.length === 1 ? chunks[0] : Readable.from(chunks),
            ContentLength: length,
            ...(config.serverSideEncryption ? { ServerSideEncryption: config.serverSideEncryption } : {}),
          }),
        );
      } catch (err) {
        throw unavailable(err, 'put', key);
      }
    },
    get: async (key) => {
      assertStorageKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key }));
        const bytes = await object.Body!.transformToByteArray();
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (err) {
        if (isMissing(err)) return null;
        throw unavailable(err, 'get', key);
      }
    },
    delete: async (key) => {
      assertStorageKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }));
      } catch (err) {
        // S3 answers 204 for a missing key; some compatible services answer 404.
        if (isMissing(err)) return;
        throw unavailable(err, 'delete', key);
      }
    },
    list: () => listObjects(client, config.bucket, unavailable),
    close: async () => client.destroy(),
  };
}

/** Every object of the bucket, a page (up to 1,000 keys) at a time: the orphan sweep reads them all. */
async function* listObjects(
  client: S3Client,
  bucket: string,
  unavailable: (err: unknown, action: string, key: string) => Error,
): AsyncIterable<StoredKey> {
  try {
    for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket })) {
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key, modifiedAt: object.LastModified ?? new Date(0) };
      }
    }
  } catch (err) {
    throw unavailable(err, 'list', bucket);
  }
}

function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  if (e.name === 'NoSuchBucket') return false;
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}
