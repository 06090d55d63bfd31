import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { sharedKeys } from './keys';

/** One client for the app, also used by route loaders (guards, logout) outside React. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // An answer from the server (4xx/5xx) will not change by asking again; network hiccups may.
      retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 2,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
  },
});

/** On sign-in and sign-out: forget everything of the previous session except the public config. */
export function resetSessionQueries(): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sharedKeys.config()[0] });
}
