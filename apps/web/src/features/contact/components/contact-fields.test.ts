import type { ContactConfig } from '@taxlens/contracts';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../shared/testing/user-factory';
import { buildHiddenFields, contactFormSchema } from './contact-fields';

const config: ContactConfig = {
  caseUrl: '/api/web-to-case',
  orgId: 'ORG1',
  tileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
  tileAttribution: '',
  office: { name: 'TaxLens', address: ['1200 Market Street'], lat: 1, lng: 2 },
};

describe('contact form fields', () => {
  it('fills the hidden fields from the signed-in user, cut to their maximum lengths', () => {
    const user = makeUser({
      firstName: 'A'.repeat(60),
      lastName: 'B'.repeat(60),
      email: `${'e'.repeat(90)}@x.example`,
      phone: '5'.repeat(50),
    });
    const fields = buildHiddenFields(config, user, 'http://localhost:3000', false);
    expect(fields.orgid).toBe('ORG1');
    expect(fields.retURL).toBe('http://localhost:3000/?message=contact_success');
    expect(fields.name).toHaveLength(80);
    expect(fields.email).toHaveLength(80);
    expect(fields.phone).toHaveLength(40);
    expect(fields.company!.length).toBeLessThanOrEqual(80);
    expect(fields.debug).toBeUndefined();
  });

  it('leaves them empty when nobody is signed in, and adds the debug field outside production', () => {
    const fields = buildHiddenFields(config, null, 'http://localhost:3000', true);
    expect([fields.company, fields.name, fields.phone, fields.email]).toEqual(['', '', '', '']);
    expect(fields.debug).toBe('1');
  });

  it('requires subject and one of the nine reasons', () => {
    expect(contactFormSchema.safeParse({ subject: ' ', reason: 'Other', description: '' }).success).toBe(false);
    expect(contactFormSchema.safeParse({ subject: 'Hi', reason: 'Complaint', description: '' }).success).toBe(false);
    expect(contactFormSchema.safeParse({ subject: 'Hi', reason: 'Billing', description: '' }).success).toBe(true);
  });
});
