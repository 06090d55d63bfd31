import type { MailboxProofSent } from '@taxlens/contracts';
import { apiFetch } from '../../../shared/api/api-client';

/** Decision 126: before a first method, the setup code mailed to the address on file. */
export const sendMailboxCode = () => apiFetch<MailboxProofSent>('/api/myaccount/mailbox-proof', { method: 'POST' });
