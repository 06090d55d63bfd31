import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../../src/config.js';

export type LocalS3 = {
  /** What the portal's S3 storage is configured with to use this server. */
  config: S3Config;
  /** The same as environment variables (S3_*), for tests that go through loadConfig. */
  env: Record<string, string>;
  close: () => Promise<void>;
};

const BUCKET = 'taxlens-test';

/**
 * An S3-compatible server (s3rver) on loopback at a free port, its objects in a temporary folder:
 * the S3 storage is tested without any service running beforehand.
 */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'taxlens-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = (await server.run()) as AddressInfo;
  // s3rver accepts any keys; it checks the signature against its own fixed pair.
  const config: S3Config = {
    bucket: BUCKET,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    serverSideEncryption: undefined,
  };
  return {
    config,
    env: {
      S3_BUCKET: config.bucket,
      S3_ENDPOINT: config.endpoint!,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
