import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportSummary } from '@taxlens/contracts';
import { confirmImport } from './confirm-import';
import { importKeys } from './keys';
import { type ImportSettings, saveImportSettings } from './save-import-settings';

/** The preview's two steps; each answers the import as it is now. */
export function useImportAction(id: string) {
  const queryClient = useQueryClient();
  const done = (summary: ImportSummary) => queryClient.setQueryData(importKeys.detail(id), summary);
  return {
    settings: useMutation({ mutationFn: (body: ImportSettings) => saveImportSettings(id, body), onSuccess: done }),
    confirm: useMutation({ mutationFn: () => confirmImport(id), onSuccess: done }),
  };
}
