// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PlaceOrderFormData } from '@taxlens/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderForm } from './order-form';

const data: PlaceOrderFormData = {
  client: {
    id: 'c1',
    businessName: 'Birch Bakery LLC',
    clientType: 'llc',
    clientTypeLabel: 'LLC',
    pendingOrder: null,
    signingContact: null,
    openSignatureRequest: null,
  },
  clientType: 'LLC',
  onDemand: false,
  reportTypes: [{ code: 'TAXLENS', label: 'TaxLens Report' }],
  deliveryMap: {
    TAXLENS: [
      {
        delivery: 'NEXT_DAY',
        description: 'by 7 PM ET the following business day',
        productIdentifier: 'TAXLENS:NEXT_DAY',
        label: 'Next Day',
        addOns: { trtFrequency: 'SELECTED', roaFrequency: 'SELECTED', wiFrequency: 'NEVER' },
      },
    ],
  },
  canOrderExpress: false,
  canOrderSameDay: false,
  serviceLevels: [],
  pendingOrder: null,
  orderPlacers: null,
  bundleClients: [],
  formOnFile: null,
};

function renderForm(formData = data) {
  const router = createMemoryRouter([{ path: '/', element: <OrderForm data={formData} mode="forms" /> }]);
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('OrderForm', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('auto-selects the only report type and delivery, and shows the server errors as red banners with the loading modal closed', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            messages: [
              { key: 'A', value: 'First problem.' },
              { key: 'B', value: 'Second problem.' },
            ],
          }),
          { status: 409 },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    expect((screen.getByRole('radio', { name: 'TaxLens Report' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Next Day' }) as HTMLInputElement).checked).toBe(true);
    const place = screen.getByRole('button', { name: 'Place Order' }) as HTMLButtonElement;
    expect(place.disabled).toBe(true);

    fireEvent.change(screen.getByTestId('upload-8821-Birch Bakery LLC'), {
      target: { files: [new File(['%PDF-1.7 form'], '8821.pdf', { type: 'application/pdf' })] },
    });
    await screen.findByText('8821.pdf');
    expect(place.disabled).toBe(false);
    fireEvent.click(place);

    await screen.findByText('First problem.');
    expect(screen.getByText('Second problem.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Creating Order')).toBeNull());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/forms/upload8821');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('disables the form and names the pending order', () => {
    renderForm({ ...data, pendingOrder: { delivery: 'THREE_DAY', created: '2026-03-04T15:00:00Z' } });
    expect(
      screen.getByText('A Three Day order already exists for this client. It was placed on 03.04.2026.'),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Place Order' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers the 8821 on file where one is valid: choosing it hides the uploader and sends formOnFile instead of a file', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ messages: [{ key: 'X', value: 'Stop here.' }] }), { status: 400 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderForm({
      ...data,
      formOnFile: { originalName: 'signed.pdf', uploadedAt: '2026-02-11T15:00:00Z', usableUntil: '2026-06-11' },
    });
    const place = screen.getByRole('button', { name: 'Place Order' }) as HTMLButtonElement;
    expect(place.disabled).toBe(true);

    fireEvent.click(
      screen.getByRole('radio', { name: 'Use the 8821 on file (uploaded 02.11.2026, usable until 06.11.2026)' }),
    );
    expect(screen.queryByTestId('upload-8821-Birch Bakery LLC')).toBeNull();
    expect(place.disabled).toBe(false);
    fireEvent.click(place);

    await screen.findByText('Stop here.');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const body = init.body as FormData;
    expect(body.get('formOnFile')).toBe('true');
    expect(body.get('file')).toBeNull();
  });

  it('requests a signature instead: the signer named and the relationship attested, the order is sent with the signer and no file', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith('/prefill')
        ? new Response(
            JSON.stringify({
              revision: 'Rev. January 2021',
              taxpayer: {
                name: 'Birch Bakery LLC',
                taxIdKind: 'EIN',
                taxId: '**-***1234',
                address: { line1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
                phone: null,
              },
              designees: [],
              matters: [],
            }),
            { status: 200, headers: { 'content-type': 'application/json' } },
          )
        : new Response(JSON.stringify({ messages: [{ key: 'X', value: 'Stop here.' }] }), { status: 400 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    const place = screen.getByRole('button', { name: 'Place Order' }) as HTMLButtonElement;
    fireEvent.click(screen.getByRole('radio', { name: /^Request signature/ }));
    expect(screen.queryByTestId('upload-8821-Birch Bakery LLC')).toBeNull();
    await screen.findByText(/Taxpayer: Birch Bakery LLC/);
    fireEvent.change(screen.getByRole('textbox', { name: /Signer name/ }), { target: { value: 'Dana Signer' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Signer e-mail/ }), {
      target: { value: 'dana@borrower.test' },
    });
    expect(place.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /existing business relationship/ }));
    expect(place.disabled).toBe(false);
    fireEvent.click(place);

    await screen.findByText('Stop here.');
    const [url, init] = fetchMock.mock.calls.find(([u]) => u === '/api/forms/upload8821') as unknown as [
      string,
      RequestInit,
    ];
    expect(url).toBe('/api/forms/upload8821');
    const body = init.body as FormData;
    expect(JSON.parse(String(body.get('signature')))).toEqual({
      signer: {
        signerName: 'Dana Signer',
        signerEmail: 'dana@borrower.test',
        signerMobile: null,
        signerTitle: null,
        identityLevel: 'KNOWN_BORROWER',
        attestRelationship: true,
      },
    });
    expect(body.get('file')).toBeNull();
    expect(body.get('formOnFile')).toBeNull();
  });

  const prefillAnswer = () =>
    new Response(
      JSON.stringify({
        revision: 'Rev. January 2021',
        taxpayer: {
          name: 'Birch Bakery LLC',
          taxIdKind: 'EIN',
          taxId: '**-***1234',
          address: { line1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
          phone: null,
        },
        designees: [],
        matters: [],
      }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );

  it("starts a new request from the client's signing contact, each part still editable", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => prefillAnswer()),
    );
    const signingContact = { name: 'Nora Quinn', email: 'nora@birch.test', mobile: '(512) 555-0177', title: 'Owner' };
    renderForm({ ...data, client: { ...data.client, signingContact } });
    fireEvent.click(screen.getByRole('radio', { name: /^Request signature/ }));
    const name = screen.getByRole('textbox', { name: /Signer name/ }) as HTMLInputElement;
    expect(name.value).toBe('Nora Quinn');
    expect((screen.getByRole('textbox', { name: /Signer e-mail/ }) as HTMLInputElement).value).toBe('nora@birch.test');
    expect((screen.getByRole('textbox', { name: /Signer mobile/ }) as HTMLInputElement).value).toBe('(512) 555-0177');
    expect((screen.getByRole('textbox', { name: /Signer title/ }) as HTMLInputElement).value).toBe('Owner');
    fireEvent.change(name, { target: { value: 'Nora B. Quinn' } });
    expect(name.value).toBe('Nora B. Quinn');
  });

  it('offers to wait for the open request already sent: the order then names that request, not a new signer', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith('/prefill')
        ? prefillAnswer()
        : new Response(JSON.stringify({ messages: [{ key: 'X', value: 'Stop here.' }] }), { status: 400 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const openSignatureRequest = {
      id: '5b0e8c1e-3f7a-4c55-9a8f-0d1c2b3a4e5f',
      signerName: 'Nora Quinn',
      spouseSignerName: null,
      status: 'OPENED' as const,
    };
    renderForm({ ...data, client: { ...data.client, openSignatureRequest } });
    fireEvent.click(screen.getByRole('radio', { name: /^Request signature/ }));
    const wait = screen.getByRole('radio', {
      name: /^Wait for the request already sent to Nora Quinn/,
    }) as HTMLInputElement;
    expect(wait.checked).toBe(true);
    expect(screen.queryByRole('textbox', { name: /Signer name/ })).toBeNull();
    const place = screen.getByRole('button', { name: 'Place Order' }) as HTMLButtonElement;
    expect(place.disabled).toBe(false);
    fireEvent.click(place);
    await screen.findByText('Stop here.');
    const [, init] = fetchMock.mock.calls.find(([u]) => u === '/api/forms/upload8821') as unknown as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(String((init.body as FormData).get('signature')))).toEqual({
      requestId: openSignatureRequest.id,
    });

    fireEvent.click(screen.getByRole('radio', { name: /^Send a new request/ }));
    expect(screen.getByRole('textbox', { name: /Signer name/ })).toBeTruthy();
  });

  it("names both spouses' signers when the open request is a joint filers' pair", () => {
    const openSignatureRequest = {
      id: '5b0e8c1e-3f7a-4c55-9a8f-0d1c2b3a4e5f',
      signerName: 'Nora Quinn',
      spouseSignerName: 'Owen Quinn',
      status: 'SENT' as const,
    };
    renderForm({ ...data, client: { ...data.client, openSignatureRequest } });
    fireEvent.click(screen.getByRole('radio', { name: /^Request signature/ }));
    expect(
      screen.getByRole('radio', {
        name: /^Wait for the requests already sent to Nora Quinn and Owen Quinn \(joint filers\)/,
      }),
    ).toBeTruthy();
    expect(screen.getByText('The requests already sent are voided; their links stop working.')).toBeTruthy();
  });
});
