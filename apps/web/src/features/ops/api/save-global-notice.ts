import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GlobalNoticeInput } from './content-types';
import { createGlobalNotice } from './create-global-notice';
import { opsKeys } from './keys';
import { updateGlobalNotice } from './update-global-notice';

/** Creates (no id) or updates a global notice. */
export function useSaveGlobalNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: number | null; fields: GlobalNoticeInput }) =>
      id === null ? createGlobalNotice(fields) : updateGlobalNotice(id, fields),
    onSuccess: () => client.invalidateQueries({ queryKey: opsKeys.globalNotices() }),
  });
}
