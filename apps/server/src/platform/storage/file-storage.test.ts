import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3 } from '../../../test/support/local-s3.js';
import type { S3Config } from '../../config.js';
import { AppError } from '../errors.js';
import type { FileStorage } from './file-storage.js';
import { createLocalDiskStorage } from './local-disk-storage.js';
import { createS3Storage } from './s3-storage.js';

const silent = pino({ level: 'silent' });

type Backend = { name: string; open: () => Promise<{ storage: FileStorage; close: () => Promise<void> }> };

const backends: Backend[] = [
  {
    name: 'local disk',
    open: async () => ({
      storage: createLocalDiskStorage(mkdtempSync(join(tmpdir(), 'taxlens-storage-'))),
      close: async () => {},
    }),
  },
  {
    name: 'S3 (s3rver on loopback)',
    open: async () => {
      const s3 = await startLocalS3();
      const storage = createS3Storage(s3.config, silent);
      return {
        storage,
        close: async () => {
          await storage.close?.();
          await s3.close();
        },
      };
    },
  },
];

// The FileStorage contract: every backend passes the same cases.
describe.each(backends)('file storage on $name', (backend) => {
  let storage: FileStorage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await backend.open());
  });
  afterAll(() => close?.());

  it('puts, gets and deletes by key; a missing key reads null and deletes quietly', async () => {
    await storage.put('abcdef0123456789', Buffer.from('bytes'));
    expect((await storage.get('abcdef0123456789'))?.toString()).toBe('bytes');
    await storage.delete('abcdef0123456789');
    expect(await storage.get('abcdef0123456789')).toBeNull();
    await storage.delete('abcdef0123456789');
    expect(await storage.get('never-written')).toBeNull();
  });

  it('keeps folder keys apart and replaces a key written again', async () => {
    await storage.put('forms/abc.pdf', Buffer.from('%PDF-1.4 first'));
    await storage.put('reports/abc.pdf', Buffer.from('%PDF-1.4 other'));
    await storage.put('forms/abc.pdf', Buffer.from('%PDF-1.4 second'));
    expect((await storage.get('forms/abc.pdf'))?.toString()).toBe('%PDF-1.4 second');
    expect((await storage.get('reports/abc.pdf'))?.toString()).toBe('%PDF-1.4 other');
  });

  it('writes the chunks an upload arrived in as one file, byte for byte', async () => {
    const whole = Buffer.alloc(3 * 1024 * 1024 + 17);
    for (let i = 0; i < whole.length; i++) whole[i] = (i * 31) & 0xff;
    const chunks = [];
    for (let at = 0; at < whole.length; at += 65_536) chunks.push(whole.subarray(at, at + 65_536));
    await storage.put('forms/chunked.pdf', chunks);
    expect((await storage.get('forms/chunked.pdf'))?.equals(whole)).toBe(true);
  });

  it('lists every stored key with its last change (what the orphan sweep reads)', async () => {
    const before = Date.now() - 60_000;
    await storage.put('listing/one.pdf', Buffer.from('%PDF-1.4 one'));
    await storage.put('listing/two.pdf', Buffer.from('%PDF-1.4 two'));
    const listed = [];
    for await (const entry of storage.list()) if (entry.key.startsWith('listing/')) listed.push(entry);
    expect(listed.map((e) => e.key).sort()).toEqual(['listing/one.pdf', 'listing/two.pdf']);
    for (const entry of listed) expect(entry.modifiedAt.getTime()).toBeGreaterThan(before);
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of ['../x.pdf', '/etc/passwd', 'forms/../../x', '..%2F..', '']) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/Unsafe storage key/);
      await expect(storage.delete(key), key).rejects.toThrow(/Unsafe storage key/);
    }
  });
});

describe('S3 storage', () => {
  const configAt = (endpoint: string): S3Config => ({
    bucket: 'taxlens-test',
    endpoint,
    region: 'us-east-1',
    accessKeyId: 'key',
    secretAccessKey: 'secret',
    forcePathStyle: true,
    serverSideEncryption: undefined,
  });

  it('answers 503 when the service cannot be reached', async () => {
    const storage = createS3Storage(configAt('http://127.0.0.1:1'), silent);
    const calls = [
      () => storage.put('forms/a.pdf', Buffer.from('x')),
      () => storage.get('forms/a.pdf'),
      () => storage.delete('forms/a.pdf'),
    ];
    for (const call of calls) {
      const error = await (call() as Promise<unknown>).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(503);
    }
    await storage.close?.();
  });

  it('asks for server-side encryption when configured', async () => {
    // s3rver ignores the header, so a bare HTTP server records what the upload asked for.
    const headers: IncomingHttpHeaders[] = [];
    const server = createServer((request, response) => {
      headers.push(request.headers);
      request.resume().on('end', () => response.writeHead(200).end());
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const storage = createS3Storage({ ...configAt(endpoint), serverSideEncryption: 'AES256' }, silent);
    await storage.put('forms/sealed.pdf', Buffer.from('%PDF-1.4'));
    await storage.close?.();
    server.close();
    expect(headers).toHaveLength(1);
    expect(headers[0]).toMatchObject({ 'x-amz-server-side-encryption': 'AES256', 'content-length': '8' });
  });
});
