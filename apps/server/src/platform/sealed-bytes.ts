import { decryptBytes, encryptBytes } from './pii.js';

// Taxpayer data kept as bytes is sealed with the PII key (AES-256-GCM, `encryptBytes`): a pre-check's upload
// and its page images (form_checks), an uploaded transcript (transcript_files) and every stored file
// (docs/decisions/289). One helper seals and opens them all.

/**
 * A stored file sealed by the portal starts with this mark, then iv | tag | ciphertext. Bytes without it
 * were stored before files were sealed (docs/decisions/289) and are read as they are until the sealing
 * job has rewritten them; no PDF, PNG or JPEG starts with it.
 */
export const SEALED_FILE_MARK = Buffer.from('TaxLens-sealed-v1\n', 'ascii');

export type SealedBytes = {
  /** A value for a sealed bytea column: iv | tag | ciphertext. */
  seal: (plain: Uint8Array) => Buffer;
  /** The plain bytes of a sealed column; throws on a wrong key or a changed byte (never garbage). */
  open: (sealed: Uint8Array) => Buffer;
  /** A stored file's sealed bytes (the mark, then the sealed value), given whole or as the chunks it arrived in. */
  sealFile: (plain: Uint8Array | readonly Uint8Array[]) => Buffer;
  /** A stored file's plain bytes: sealed ones opened, older unsealed ones as they are. */
  openFile: (stored: Uint8Array) => Buffer;
};

export function isSealedFile(stored: Uint8Array): boolean {
  return (
    stored.length >= SEALED_FILE_MARK.length && SEALED_FILE_MARK.equals(stored.subarray(0, SEALED_FILE_MARK.length))
  );
}

/** The sealer of one PII key. */
export function sealedBytes(key: Buffer): SealedBytes {
  const seal = (plain: Uint8Array) => encryptBytes(key, plain);
  const open = (sealed: Uint8Array) => decryptBytes(key, sealed);
  return {
    seal,
    open,
    sealFile: (plain) => {
      const whole = Array.isArray(plain) ? Buffer.concat(plain as Uint8Array[]) : (plain as Uint8Array);
      return Buffer.concat([SEALED_FILE_MARK, seal(whole)]);
    },
    openFile: (stored) =>
      isSealedFile(stored)
        ? open(stored.subarray(SEALED_FILE_MARK.length))
        : Buffer.isBuffer(stored)
          ? stored
          : Buffer.from(stored),
  };
}
