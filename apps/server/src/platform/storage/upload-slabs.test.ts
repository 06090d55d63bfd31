import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { collectFileContent, readRange } from './file-content.js';
import { idleSlabCount, MAX_IDLE_SLABS, SLAB_BYTES, UploadSlabs } from './upload-slabs.js';

const chunksOf = (bytes: Buffer, size: number) =>
  Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size));

describe('upload slabs', () => {
  it('hands back a file of 2.5 slabs, sent in uneven chunks, byte for byte, one range a slab', async () => {
    const bytes = randomBytes(Math.floor(SLAB_BYTES * 2.5));
    const slabs = new UploadSlabs();
    const content = await collectFileContent(Readable.from(chunksOf(bytes, 65_537)), slabs);
    expect(content.chunks).toHaveLength(3);
    expect(Buffer.concat(content.chunks as Buffer[]).equals(bytes)).toBe(true);
    expect(content.sizeBytes).toBe(bytes.length);
    expect(content.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(
      readRange(content, SLAB_BYTES - 3, SLAB_BYTES + 3).equals(bytes.subarray(SLAB_BYTES - 3, SLAB_BYTES + 3)),
    ).toBe(true);
    slabs.release();
  });

  it('keeps two files of one request apart in the same slabs', async () => {
    const first = randomBytes(300_000);
    const second = randomBytes(900_000);
    const slabs = new UploadSlabs();
    const a = await collectFileContent(Readable.from(chunksOf(first, 50_000)), slabs);
    const b = await collectFileContent(Readable.from(chunksOf(second, 50_000)), slabs);
    expect(Buffer.concat(a.chunks as Buffer[]).equals(first)).toBe(true);
    expect(Buffer.concat(b.chunks as Buffer[]).equals(second)).toBe(true);
    slabs.release();
  });

  it('reuses released slabs for the next request and keeps at most its limit idle', () => {
    const first = new UploadSlabs();
    const ranges: Buffer[] = [];
    first.append(Buffer.from('first upload'), ranges);
    first.release();
    const idle = idleSlabCount();
    expect(idle).toBeGreaterThan(0);

    const next = new UploadSlabs();
    const again: Buffer[] = [];
    next.append(Buffer.from('second'), again);
    expect(again[0]!.buffer).toBe(ranges[0]!.buffer);
    expect(idleSlabCount()).toBe(idle - 1);
    next.release();

    const many = new UploadSlabs();
    many.append(Buffer.alloc(SLAB_BYTES * (MAX_IDLE_SLABS + 2)), []);
    many.release();
    expect(idleSlabCount()).toBe(MAX_IDLE_SLABS);
  });

  it('refuses to copy after release, and releases once', () => {
    const slabs = new UploadSlabs();
    slabs.append(Buffer.from('x'), []);
    slabs.release();
    const idle = idleSlabCount();
    slabs.release();
    expect(idleSlabCount()).toBe(idle);
    expect(() => slabs.append(Buffer.from('y'), [])).toThrow(/after release/);
  });
});
