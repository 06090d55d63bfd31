import { clientInputSchema, clientUpdateSchema } from '@taxlens/contracts';
import { describe, expect, it } from 'vitest';
import { EMPTY_CLIENT_FORM, fieldsFor, formatTaxIdInput, payloadFor } from './client-form-fields';

describe('client form fields', () => {
  it('asks each type for what its 8821 needs', () => {
    expect(fieldsFor('corp').map((f) => f.name)).toEqual([
      'businessName',
      'dba',
      'ein',
      'addressLine1',
      'addressLine2',
      'city',
      'state',
      'zip',
      'phone',
    ]);
    expect(fieldsFor('individual').map((f) => f.name)).toContain('ssn');
    expect(fieldsFor('sole_prop').find((f) => f.name === 'ein')?.required).toBe(false);
    expect(fieldsFor('estates_and_trusts').map((f) => f.name)).toContain('fiduciaryName');
  });

  it('builds a payload the shared schema accepts', () => {
    const values = {
      ...EMPTY_CLIENT_FORM,
      firstName: 'Ana',
      lastName: 'Ruiz',
      ssn: '123-45-6789',
      addressLine1: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
    };
    const payload = payloadFor('sole_prop', values, false);
    expect(payload).not.toHaveProperty('ein');
    expect(clientInputSchema.safeParse(payload).success).toBe(true);
  });

  it('leaves an empty tax id out of an edit, so the one on file stays', () => {
    const values = {
      ...EMPTY_CLIENT_FORM,
      businessName: 'X LLC',
      addressLine1: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      phone: '5125550100',
    };
    expect(payloadFor('llc', values, true)).not.toHaveProperty('ein');
    expect(payloadFor('llc', values, false)).toHaveProperty('ein', '');
  });

  it('sends the tax classification only for a corporation or an LLC, "Not known" as null (decision 285)', () => {
    const values = {
      ...EMPTY_CLIENT_FORM,
      businessName: 'X Corp',
      ein: '12-3456789',
      addressLine1: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      phone: '5125550100',
    };
    expect(payloadFor('corp', { ...values, taxClassification: 's_corporation' }, false)).toHaveProperty(
      'taxClassification',
      's_corporation',
    );
    expect(payloadFor('llc', values, true)).toHaveProperty('taxClassification', null);
    expect(payloadFor('partners', { ...values, taxClassification: 's_corporation' }, false)).not.toHaveProperty(
      'taxClassification',
    );
    const misfit = clientInputSchema.safeParse(
      payloadFor('corp', { ...values, taxClassification: 'disregarded' }, false),
    );
    expect(misfit.error?.issues[0]?.path).toEqual(['taxClassification']);
  });

  it('types the dashes of an EIN and an SSN', () => {
    expect(formatTaxIdInput('ein', '123456789')).toBe('12-3456789');
    expect(formatTaxIdInput('ssn', '123456789')).toBe('123-45-6789');
    expect(formatTaxIdInput('ssn', '1234')).toBe('123-4');
  });

  it('sends the signing contact: left out of a create when blank, sent blank on an edit so an emptied part is cleared', () => {
    const values = {
      ...EMPTY_CLIENT_FORM,
      businessName: 'X LLC',
      addressLine1: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      phone: '5125550100',
      ein: '12-3456789',
      contactName: ' Nora Quinn ',
      contactEmail: 'nora@x.test',
    };
    const created = payloadFor('llc', values, false);
    expect(created).toMatchObject({ contactName: 'Nora Quinn', contactEmail: 'nora@x.test' });
    expect(created).not.toHaveProperty('contactMobile');
    expect(clientInputSchema.safeParse(created).success).toBe(true);
    const edited = payloadFor('llc', { ...values, contactEmail: '' }, true);
    expect(edited).toMatchObject({ contactEmail: '', contactMobile: '' });
    expect(clientUpdateSchema.parse(edited)).toMatchObject({
      contactName: 'Nora Quinn',
      contactEmail: null,
      contactMobile: null,
    });
    expect(clientInputSchema.safeParse({ ...created, contactMobile: '12' }).success).toBe(false);
  });
});
