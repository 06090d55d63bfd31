import { useQuery } from '@tanstack/react-query';
import type { TranscriptMailbox } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { opsKeys } from './keys';

const busy = (m: TranscriptMailbox) => m.status === 'QUEUED' || m.status === 'READING';

export const getMailboxes = () => apiFetch<{ mailboxes: TranscriptMailbox[] }>('/api/ops/transcripts/mailboxes');

/** The latest mailbox uploads; asked again every 1.5 s while one is being filed (decision 283). */
export const useMailboxes = () =>
  useQuery({
    queryKey: opsKeys.mailboxes(),
    queryFn: getMailboxes,
    refetchInterval: (query) => (query.state.data?.mailboxes.some(busy) ? 1500 : false),
  });
