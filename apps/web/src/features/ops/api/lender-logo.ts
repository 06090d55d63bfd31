import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsKeys } from './keys';
import { removeLenderLogo } from './remove-lender-logo';
import { uploadLenderLogo } from './upload-lender-logo';

/** The logo as an <img> loads it; `version` changes the address after an upload (answers are never cached). */
export const lenderLogoUrl = (lenderId: string, version: number) => `/api/ops/lenders/${lenderId}/logo?v=${version}`;

/** Upload (a File) or remove (null) the lender's logo; the settings say again whether one is set. */
export function useChangeLenderLogo(lenderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) => (file ? uploadLenderLogo(lenderId, file) : removeLenderLogo(lenderId)),
    onSuccess: () => client.invalidateQueries({ queryKey: opsKeys.lender(lenderId) }),
  });
}
