import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver loaded on first use (the first submit): a page whose form validates with zod
 * renders without waiting for zod's download (docs/decisions/119). `preload` starts the download
 * earlier, e.g. when the form gets the focus, so the first submit does not wait either.
 */
export function lazyResolver<T extends FieldValues, Output = T>(
  load: () => Promise<Resolver<T, unknown, Output>>,
): { resolver: Resolver<T, unknown, Output>; preload: () => void } {
  let loading: Promise<Resolver<T, unknown, Output>> | undefined;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      // A failed download (network) is tried again by the next submit.
      loading = undefined;
      throw error;
    }));
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => void get().catch(() => undefined),
  };
}
