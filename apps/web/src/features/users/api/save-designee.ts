import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DesigneeInput } from '@taxlens/contracts';
import { createDesignee } from './create-designee';
import { userKeys } from './keys';
import { updateDesignee } from './update-designee';

/** Adds (no id) or edits a designee. */
export function useSaveDesignee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: DesigneeInput }) =>
      id ? updateDesignee(id, input) : createDesignee(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.designees() }),
  });
}
