import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { FileStorage } from './file-storage.js';
import { createLocalDiskStorage } from './local-disk-storage.js';
import { createS3Storage } from './s3-storage.js';

/** An S3-compatible bucket when S3_BUCKET is set, otherwise DATA_DIR/files on this machine's disk. */
export function createFileStorage(config: Config, log: FastifyBaseLogger): FileStorage {
  return config.s3 ? createS3Storage(config.s3, log) : createLocalDiskStorage(join(config.dataDir, 'files'));
}
