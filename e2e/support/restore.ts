/**
 * Runs a journey that changes the shared demo data, then puts it back. When the journey fails, the
 * restore still runs but its own failure is dropped: after a timeout every browser step fails with
 * "Test ended", and a `finally` would report that instead of the step the journey was stuck on.
 */
export async function withRestore(journey: () => Promise<void>, restore: () => Promise<void>): Promise<void> {
  try {
    await journey();
  } catch (error) {
    await restore().catch(() => undefined);
    throw error;
  }
  await restore();
}
