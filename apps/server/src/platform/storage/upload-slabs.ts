// Uploaded files are copied, as they arrive, into 1 MiB slabs that are reused from one request to the
// next (docs/decisions/239). The socket's own chunks then die young. Kept as they were, an order's
// 5 MB of chunks lived for the whole order, outlived V8's young collections and were counted as old
// external memory: every 64 MB of it (a dozen orders) started a full mark-compact of the heap.
// Reused slabs are allocated once and stay put, so placing orders no longer grows external memory.

export const SLAB_BYTES = 1024 * 1024;
/** Slabs kept for the next uploads: a dozen 5 MB forms at once (64 MiB at most, taken only by uploads). */
export const MAX_IDLE_SLABS = 64;

const idle: Buffer[] = [];

/** How many slabs wait in the pool (for tests). */
export const idleSlabCount = () => idle.length;

/**
 * The slabs one request's files are copied into. Every range `append` hands out stays valid until
 * `release`, which gives the slabs back for other requests: call it only once nothing reads the
 * files any more (the request's handler is done), and never before.
 */
export class UploadSlabs {
  private readonly taken: Buffer[] = [];
  private slab: Buffer | null = null;
  private used = 0;
  private released = false;

  /**
   * Copies `chunk` into the slabs after what was copied before, and adds it to `ranges`: a file's
   * bytes so far, one range per slab (a range that ends where the chunk starts grows instead).
   */
  append(chunk: Uint8Array, ranges: Buffer[]): void {
    if (this.released) throw new Error('Upload slabs used after release');
    let at = 0;
    while (at < chunk.length) {
      if (!this.slab || this.used === this.slab.length) this.nextSlab();
      const slab = this.slab!;
      const length = Math.min(chunk.length - at, slab.length - this.used);
      slab.set(chunk.subarray(at, at + length), this.used);
      const last = ranges.at(-1);
      if (last && last.buffer === slab.buffer && last.byteOffset + last.length === slab.byteOffset + this.used) {
        ranges[ranges.length - 1] = slab.subarray(last.byteOffset - slab.byteOffset, this.used + length);
      } else {
        ranges.push(slab.subarray(this.used, this.used + length));
      }
      this.used += length;
      at += length;
    }
  }

  /** Gives the slabs back to the pool (up to its size); the ranges handed out must no longer be read. */
  release(): void {
    if (this.released) return;
    this.released = true;
    for (const slab of this.taken) if (idle.length < MAX_IDLE_SLABS) idle.push(slab);
    this.taken.length = 0;
    this.slab = null;
  }

  private nextSlab(): void {
    // Not zeroed: only the bytes copied in are ever handed out.
    this.slab = idle.pop() ?? Buffer.allocUnsafeSlow(SLAB_BYTES);
    this.taken.push(this.slab);
    this.used = 0;
  }
}
