import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { text } from '../text-fields.js';
import { describeValidationIssue, labelFromPath } from './validation-sentence.js';

const issueOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return result.error.issues[0]!;
};

describe('describeValidationIssue', () => {
  it('names the label and the limit of a size rule', () => {
    expect(describeValidationIssue(issueOf(text('First name', { max: 100 }), 'x'.repeat(101)), 'First name')).toBe(
      'First name must be at most 100 characters.',
    );
    expect(describeValidationIssue(issueOf(z.string().min(8), 'short'), 'Password')).toBe(
      'Password must be at least 8 characters.',
    );
    expect(describeValidationIssue(issueOf(text('City', { max: 80, min: 1 }), ''), 'City')).toBe('City is required.');
    expect(describeValidationIssue(issueOf(z.number().int().max(500), 501), 'Page size')).toBe(
      'Page size must be at most 500.',
    );
    expect(describeValidationIssue(issueOf(z.array(z.string()).max(50), Array(51).fill('a')), 'Emails')).toBe(
      'Emails must have at most 50 items.',
    );
    expect(describeValidationIssue(issueOf(z.string().max(2000), 'x'.repeat(2001)), 'Body')).toBe(
      'Body must be at most 2,000 characters.',
    );
  });

  it('says what kind of value is wanted, without the library words', () => {
    expect(describeValidationIssue(issueOf(z.string(), 12), 'Keyword')).toBe('Keyword must be text.');
    expect(describeValidationIssue(issueOf(z.string(), undefined), 'Keyword')).toBe('Keyword is required.');
    expect(describeValidationIssue(issueOf(z.coerce.number(), 'abc'), 'Page')).toBe('Page must be a number.');
    expect(describeValidationIssue(issueOf(z.enum(['PENDING', 'COMPLETED']), 'X'), 'Status')).toBe(
      'Status must be PENDING or COMPLETED.',
    );
    expect(describeValidationIssue(issueOf(z.email(), 'nope'), 'E-mail')).toBe(
      'E-mail must be a valid e-mail address.',
    );
    expect(describeValidationIssue(issueOf(z.uuid(), 'nope'), 'Client ID')).toBe('Client ID must be a valid ID.');
    expect(describeValidationIssue(issueOf(z.string().regex(/^\d+$/), 'x'), 'Code')).toBe(
      'Code is not in the expected format.',
    );
  });

  it("keeps a rule's own sentence, ending it with a period", () => {
    expect(
      describeValidationIssue(issueOf(z.string().regex(/^\d{2}-\d{7}$/, 'EIN must look like NN-NNNNNNN'), '1'), 'EIN'),
    ).toBe('EIN must look like NN-NNNNNNN.');
    expect(describeValidationIssue(issueOf(text('Legal name', { max: 120 }), '\u200b'), 'Legal name')).toBe(
      'Legal name contains only invisible characters. Please type a visible value.',
    );
  });
});

describe('labelFromPath', () => {
  it('names a field from its path when the schema gives no label', () => {
    expect(labelFromPath(['owner', 'firstName'])).toBe('First name');
    expect(labelFromPath(['items', 0, 'ein'])).toBe('EIN');
    expect(labelFromPath(['faq_type'])).toBe('FAQ type');
    expect(labelFromPath(['clientId'])).toBe('Client ID');
    expect(labelFromPath(['body'])).toBe('The request');
  });
});
