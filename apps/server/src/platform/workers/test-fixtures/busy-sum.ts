/** Busy for `ms` on its thread, then answers the sum of `numbers` (off-thread.test.ts). */
export default function busySum(input: { numbers: number[]; ms: number; fail?: string }): number {
  const until = Date.now() + input.ms;
  while (Date.now() < until) {
    // Spins: CPU-bound work, as a parse or OCR would be.
  }
  if (input.fail) throw new Error(input.fail);
  return input.numbers.reduce((sum, n) => sum + n, 0);
}
