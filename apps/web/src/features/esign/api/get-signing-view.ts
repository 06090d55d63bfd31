import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SigningView } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { esignKeys } from './keys';
import { SIGNER_CALL, signingPath } from './signing-path';

export { formPdfUrl, lenderLogoUrl } from './signing-path';

export const getSigningView = (token: string) => apiFetch<SigningView>(signingPath(token), SIGNER_CALL);

// Opening is recorded on each load: never refetched in the background.
export const signingViewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: esignKeys.signing(token),
    queryFn: () => getSigningView(token),
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });

export const useSigningView = (token: string) => useQuery(signingViewQueryOptions(token));
