// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCsrf } from '../../../shared/storage/local-store';
import { UploadForm } from './upload-form';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('UploadForm (decision 177 step 1)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('waits for a file, then sends it with the reading options when the form is submitted', async () => {
    const fetchMock = vi.fn(async () => json({ id: 'i1' }));
    vi.stubGlobal('fetch', fetchMock);
    setCsrf('tok');
    const onFileChosen = vi.fn();
    const { container } = render(
      <MantineProvider env="test">
        <MemoryRouter>
          <UploadForm onFileChosen={onFileChosen} />
        </MemoryRouter>
      </MantineProvider>,
    );
    const upload = screen.getByRole('button', { name: 'Upload' });
    expect(upload.hasAttribute('disabled')).toBe(true);

    const sheet = new File(['a,b\n1,2\n'], 'clients.csv', { type: 'text/csv' });
    fireEvent.change(container.querySelector('input[type="file"]')!, { target: { files: [sheet] } });
    expect(onFileChosen).toHaveBeenCalled();
    await waitFor(() => expect(upload.hasAttribute('disabled')).toBe(false));
    fireEvent.change(screen.getByRole('textbox', { name: 'Sheet (XLSX)' }), { target: { value: ' Q3 ' } });
    fireEvent.submit(upload.closest('form')!);

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/imports');
    const body = init.body as FormData;
    expect((body.get('file') as File).name).toBe('clients.csv');
    expect(body.get('sheet')).toBe('Q3');
    expect(body.has('encoding')).toBe(false);
    expect(body.has('forms')).toBe(false);
  });
});
