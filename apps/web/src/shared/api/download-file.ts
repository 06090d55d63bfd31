import { apiFetch } from './api-client';

/**
 * Saves what a signed-in GET answers (an export: the call needs the CSRF header, so no plain link)
 * through a temporary link, keeping its bytes as the server wrote them.
 */
export async function downloadFile(url: string, fileName: string, accept = 'text/csv'): Promise<void> {
  const blob = await apiFetch<Blob>(url, { headers: { Accept: accept }, asBlob: true });
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}
