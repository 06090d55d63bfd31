import type { PlaceOrderFormData } from '@taxlens/contracts';
import { describe, expect, it } from 'vitest';
import { checkFormFile, isOrderFormValid, onDemandEntry, onlyChoice } from './order-form-rules';

const entry = {
  delivery: 'NEXT_DAY' as const,
  description: '',
  productIdentifier: 'TAXLENS:NEXT_DAY',
  label: 'Next Day',
  addOns: { trtFrequency: 'SELECTED' as const, roaFrequency: 'SELECTED' as const, wiFrequency: 'NEVER' as const },
};
const client = {
  id: 'c1',
  businessName: 'A',
  clientType: 'llc',
  clientTypeLabel: 'LLC',
  pendingOrder: null,
  signingContact: null,
  openSignatureRequest: null,
};
const file = new File(['%PDF-1.7'], 'a.pdf');

describe('order form rules', () => {
  it('auto-selects only a single choice', () => {
    expect(onlyChoice(['TAXLENS'])).toBe('TAXLENS');
    expect(onlyChoice(['TAXLENS', 'BASIC'])).toBeNull();
  });

  it('needs a delivery, a file per client, an owner when the placer is shown, and no pending order', () => {
    const base = { onDemand: false, entry, clients: [client], files: { c1: file }, placerShown: false, ownerId: null };
    expect(isOrderFormValid(base)).toBe(true);
    expect(isOrderFormValid({ ...base, entry: null })).toBe(false);
    expect(isOrderFormValid({ ...base, files: { c1: null } })).toBe(false);
    expect(isOrderFormValid({ ...base, placerShown: true })).toBe(false);
    expect(isOrderFormValid({ ...base, placerShown: true, ownerId: 'u1' })).toBe(true);
    expect(
      isOrderFormValid({
        ...base,
        clients: [{ ...client, pendingOrder: { delivery: 'NEXT_DAY', created: '2026-01-01' } }],
      }),
    ).toBe(false);
    expect(isOrderFormValid({ ...base, onDemand: true, files: {} })).toBe(true);
  });

  it('finds the on-demand product', () => {
    const data = {
      deliveryMap: { TAXLENS: [entry, { ...entry, delivery: 'ON_DEMAND' as const }] },
    } as unknown as PlaceOrderFormData;
    expect(onDemandEntry(data)?.delivery).toBe('ON_DEMAND');
  });

  it('accepts PDFs by content and refuses other files and files over 10 MB', async () => {
    expect(await checkFormFile(file)).toBeNull();
    expect(await checkFormFile(new File(['hello'], 'renamed.pdf'))).toBe('type');
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1).fill(0x25)], 'big.pdf');
    Object.defineProperty(big, 'slice', { value: () => new Blob(['%PDF-']) });
    expect(await checkFormFile(big)).toBe('size');
  });
});
