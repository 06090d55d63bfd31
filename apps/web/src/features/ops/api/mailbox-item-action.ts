import { useMutation, useQueryClient } from '@tanstack/react-query';
import { discardMailboxItem } from './discard-mailbox-item';
import { fileMailboxItem } from './file-mailbox-item';
import { opsKeys } from './keys';

/** File a listed item to a report, or discard it; the list is asked again after either. */
export function useMailboxItemAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: { kind: 'file'; itemId: string; reportId: string } | { kind: 'discard'; itemId: string }) =>
      action.kind === 'file' ? fileMailboxItem(action.itemId, action.reportId) : discardMailboxItem(action.itemId),
    onSuccess: () => void client.invalidateQueries({ queryKey: opsKeys.mailboxItems() }),
  });
}
