import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../shared/api/api-client';
import { type ImportFiles, type ReadOptions, uploadImport } from './api/upload-import';
import { rememberFiles } from './api/uploaded-files';

export const messagesOf = (error: unknown) =>
  error instanceof ApiError
    ? error.messages.map((m) => m.value)
    : error
      ? ['Something went wrong. Please try again.']
      : [];

/** Uploads the files (read as asked) and opens the new import's preview. */
export function useUpload() {
  const navigate = useNavigate();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  async function upload(files: ImportFiles, options: ReadOptions) {
    setBusy(true);
    setError(null);
    try {
      const summary = await uploadImport(files, options);
      rememberFiles(summary.id, files);
      navigate(`/client/import/${summary.id}`);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }
  return { upload, error, busy };
}
