import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createFaqType } from './create-faq-type';
import { opsKeys } from './keys';
import { updateFaqType } from './update-faq-type';

/** Creates (no id) or renames / reorders an FAQ category. */
export function useSaveFaqType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name, menuOrder }: { id: number | null; name: string; menuOrder: number }) =>
      id === null ? createFaqType({ name, menuOrder }) : updateFaqType(id, { name, menuOrder }),
    onSuccess: () => client.invalidateQueries({ queryKey: opsKeys.faqTypes() }),
  });
}
