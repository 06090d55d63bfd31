import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { text, optionalText } from './text-fields.js';
import { findTextProblem, normalizeText, stripRefusedCharacters } from './text-rule.js';

const RUNS = { numRuns: 20 };
const name = text('Legal name', { max: 120, min: 1 });
const notes = text('Note', { max: 1000, min: 1, multiline: true });
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the one text rule', () => {
  it('accepts what people type, in any script, normalised to NFC', () => {
    expect(name.parse('  Acme Café  ')).toBe('Acme Café');
    expect(name.parse('Cafe\u0301')).toBe('Café');
    expect(name.parse('شركة الأمل')).toBe('شركة الأمل');
    expect(name.parse('👩‍💻 Studio')).toBe('👩‍💻 Studio');
    expect(name.parse('O\u2019Brien\u00adHaus')).toBe('O\u2019Brien\u00adHaus');
  });

  it('refuses invisible-only values, controls, bidirectional overrides and lone surrogates, naming the field', () => {
    expect(messageOf(name.safeParse('\u200b\u200c\u200d'))).toBe(
      'Legal name contains only invisible characters. Please type a visible value.',
    );
    expect(messageOf(name.safeParse('\u2800'))).toMatch(/^Legal name contains only invisible/);
    expect(messageOf(name.safeParse('Acme\u0007 LLC'))).toMatch(/^Legal name contains a control character/);
    expect(messageOf(name.safeParse('Acme\u0085 LLC'))).toMatch(/^Legal name contains a control character/);
    expect(messageOf(name.safeParse('Acme\nLLC'))).toMatch(/^Legal name contains a control character/);
    expect(messageOf(name.safeParse('Acme \u202eCLL'))).toMatch(/^Legal name contains a hidden text-direction/);
    expect(messageOf(name.safeParse('Acme \ud83d LLC'))).toMatch(/^Legal name contains a broken character/);
    expect(messageOf(name.safeParse('   '))).toBe('Legal name is required');
  });

  it('keeps newline and tab in multi-line fields, with CR LF read as a newline', () => {
    expect(notes.parse('First line\r\n\tsecond line')).toBe('First line\n\tsecond line');
    expect(notes.safeParse('a\u0000b').success).toBe(false);
    expect(notes.safeParse('a\u000bb').success).toBe(false);
  });

  it('turns blank optional values into null, and still refuses invisible ones', () => {
    const dba = optionalText('DBA', { max: 120 });
    expect(dba.parse('  ')).toBeNull();
    expect(dba.parse(null)).toBeNull();
    expect(dba.safeParse('\u200b').success).toBe(false);
  });

  it('whatever a field accepts keeps the rule and is NFC', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), (value) => {
        const parsed = name.safeParse(value);
        if (!parsed.success) return;
        expect(findTextProblem(parsed.data)).toBeNull();
        expect(parsed.data).toBe(parsed.data.normalize('NFC'));
      }),
      RUNS,
    );
  });

  it('stripping leaves a value the rule accepts, or nothing', () => {
    expect(stripRefusedCharacters('\u200b\u200d')).toBe('');
    expect(stripRefusedCharacters('Ac\u0007me\u202e \ud800LLC')).toBe('Acme LLC');
    expect(stripRefusedCharacters('a\r\nb\u0000', { multiline: true })).toBe('a\nb');
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), fc.boolean(), (value, multiline) => {
        const clean = stripRefusedCharacters(value, { multiline });
        if (clean) expect(findTextProblem(clean, { multiline })).toBeNull();
        expect(stripRefusedCharacters(clean, { multiline })).toBe(clean);
        expect(normalizeText(clean, { multiline })).toBe(clean);
      }),
      RUNS,
    );
  });
});
