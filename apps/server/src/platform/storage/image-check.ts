import { crc32 } from 'node:zlib';

export type ImageInfo = { contentType: 'image/png' | 'image/jpeg'; width: number; height: number };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** PNG: the signature, then the IHDR chunk (length 13, its CRC right) whose first fields are width and height. */
function readPng(bytes: Buffer): ImageInfo | null {
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  if (crc32(bytes.subarray(12, 29)) !== bytes.readUInt32BE(29)) return null;
  return { contentType: 'image/png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

// Start-of-frame markers C0 to CF carry the dimensions, except DHT (C4), JPG (C8) and DAC (CC).
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** JPEG: SOI, then the segments up to the first start-of-frame, which holds height and width. */
function readJpeg(bytes: Buffer): ImageInfo | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return null;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    // End of image or start of scan before any frame header: not a usable image.
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (at + 9 > bytes.length || length < 7) return null;
      return { contentType: 'image/jpeg', height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

/**
 * A PNG or JPEG decided by its bytes (never its name or declared type), with the dimensions its
 * header states; null for anything else (an SVG, a PDF, a truncated header).
 */
export function readImageInfo(bytes: Buffer): ImageInfo | null {
  return readPng(bytes) ?? readJpeg(bytes);
}
