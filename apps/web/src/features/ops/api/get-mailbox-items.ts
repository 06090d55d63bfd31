import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TranscriptMailboxItem } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { opsKeys } from './keys';

export const getMailboxItems = () => apiFetch<{ items: TranscriptMailboxItem[] }>('/api/ops/transcripts/mailbox-items');

/**
 * What was not filed; asked again while a mailbox is being filed, and once more when the mailboxes' states
 * change (`version`), so the last items of a mailbox that just finished show.
 */
export const useMailboxItems = (polling: boolean, version: string) =>
  useQuery({
    queryKey: opsKeys.mailboxItemsAt(version),
    queryFn: getMailboxItems,
    placeholderData: keepPreviousData,
    refetchInterval: polling ? 1500 : false,
  });
