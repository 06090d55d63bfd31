import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TypeaheadResult } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { clientKeys } from './keys';

/** Clients to add to a bundle, by part of their name (the typeahead call). */
export const useFindClients = (text: string) =>
  useQuery(
    queryOptions({
      queryKey: clientKeys.find(text),
      queryFn: () =>
        apiFetch<TypeaheadResult>(
          `/api/typeahead/clients/placeorder?${new URLSearchParams({ value: text, size: '10' })}`,
        ),
      enabled: text.trim() !== '',
    }),
  );
