import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makePng } from '../../../test/support/make-png.js';
import { readImageInfo } from './image-check.js';

const JPEG = readFileSync(new URL('../../../test/fixtures/images/logo-64x32.jpg', import.meta.url));

describe('readImageInfo', () => {
  it('reads the type and dimensions of a PNG and a JPEG from their headers', () => {
    expect(readImageInfo(makePng(96, 32))).toEqual({ contentType: 'image/png', width: 96, height: 32 });
    expect(readImageInfo(JPEG)).toEqual({ contentType: 'image/jpeg', width: 64, height: 32 });
  });

  it('refuses an SVG, a PNG with a wrong header CRC, and truncated files', () => {
    expect(readImageInfo(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32"/>'))).toBeNull();
    const png = makePng(32, 32);
    png[17] = 0x7f; // width changed, CRC not
    expect(readImageInfo(png)).toBeNull();
    expect(readImageInfo(makePng(32, 32).subarray(0, 30))).toBeNull();
    expect(readImageInfo(JPEG.subarray(0, 20))).toBeNull();
    expect(readImageInfo(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
  });
});
