import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLIENT_TYPE_NAMES, clientTypeOfName } from './client-type-names.js';
import { checkImportRow } from './import-row.js';
import { readTaxIdCell } from './import-tax-id.js';
import { splitPersonName } from './person-name.js';

const ADDRESS = { addressLine1: '1 Main St', city: 'Columbus', state: 'OH', zip: '43004', phone: '614-555-0100' };

describe('client type names lenders use', () => {
  it('maps each name, in any case and punctuation, to its type and, where the name says it, the tax classification', () => {
    const cases: [string, string, string | undefined][] = [
      ['Sole Proprietor', 'sole_prop', undefined],
      ['sole proprietorship', 'sole_prop', undefined],
      ['TRUST', 'estates_and_trusts', undefined],
      ['Non-profit', 'nonprofit', undefined],
      ['nonprofit', 'nonprofit', undefined],
      ['S Corp', 'corp', 's_corporation'],
      ['s-corp.', 'corp', 's_corporation'],
      ['C Corporation', 'corp', 'c_corporation'],
      ['c.corporation', 'corp', 'c_corporation'],
      // Decision 285: a partnership's type tells its return; only corporations and LLCs have a classification.
      ['Partnership', 'partners', undefined],
      ['LLC taxed as S Corp', 'llc', 's_corporation'],
      ['llc - c corp', 'llc', 'c_corporation'],
      ['LLC (Partnership)', 'llc', 'partnership'],
      ['Disregarded entity', 'llc', 'disregarded'],
      ['Single-member LLC', 'llc', undefined],
      ['L.L.C.', 'llc', undefined],
      ['llc', 'llc', undefined],
      ['estates_and_trusts', 'estates_and_trusts', undefined],
      ['Individual', 'individual', undefined],
    ];
    for (const [name, clientType, taxClassification] of cases) {
      const found = clientTypeOfName(name);
      expect({ clientType: found?.clientType, taxClassification: found?.taxClassification }, name).toEqual({
        clientType,
        taxClassification,
      });
    }
    expect(clientTypeOfName('Widget')).toBeNull();
    expect(clientTypeOfName(' - ')).toBeNull();
  });

  it('reads every name of the table whatever its case, spacing and punctuation', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CLIENT_TYPE_NAMES),
        fc.boolean(),
        fc.constantFrom('', '.', ' ', '-'),
        (entry, upper, extra) => {
          const written = (upper ? entry.name.toUpperCase() : entry.name.toLowerCase()).replace(/ /g, ` ${extra}`);
          expect(clientTypeOfName(`${extra}${written}${extra}`)?.clientType).toBe(entry.clientType);
        },
      ),
      { numRuns: 20 },
    );
  });

  it('gives one meaning to each name (no name means two types)', () => {
    const seen = new Map<string, string>();
    for (const n of CLIENT_TYPE_NAMES) {
      const key = n.name.toLowerCase().replace(/[^a-z0-9]/g, '');
      const meaning = `${n.clientType}/${n.taxClassification ?? ''}`;
      expect(seen.get(key) ?? meaning, n.name).toBe(meaning);
      seen.set(key, meaning);
    }
  });
});

describe('a person name from one Name cell', () => {
  it('splits "Last, First" and "First Last", keeping suffixes and particles with the last name', () => {
    const cases: [string, string, string][] = [
      ['Smith, John', 'John', 'Smith'],
      ['Smith, John Q.', 'John Q.', 'Smith'],
      ['Smith, John Jr.', 'John', 'Smith Jr.'],
      ['Smith Jr., John', 'John', 'Smith Jr.'],
      ['Smith, John, Jr.', 'John', 'Smith Jr.'],
      ['John Smith', 'John', 'Smith'],
      ['John Q. Smith', 'John Q.', 'Smith'],
      ['John Smith Jr.', 'John', 'Smith Jr.'],
      ['John Smith, Sr.', 'John', 'Smith Sr.'],
      ['Henry Ford II', 'Henry', 'Ford II'],
      ['Thurston Howell III', 'Thurston', 'Howell III'],
      ['Maria De La Cruz', 'Maria', 'De La Cruz'],
      ['  Ann   van  Dyke ', 'Ann', 'van Dyke'],
    ];
    for (const [cell, firstName, lastName] of cases)
      expect(splitPersonName(cell), cell).toEqual({ firstName, lastName });
    expect(splitPersonName('Cher')).toBeNull();
    expect(splitPersonName('Smith,')).toBeNull();
  });

  const word = fc.constantFrom('Ann', 'Bo', 'Carla', 'Dmitri', "O'Neil", 'Zoë', 'Lee-Ann', 'Q.');
  const last = fc.constantFrom('Smith', 'Nguyen', "O'Brien", 'Garcia-Lopez', 'Ives');
  const suffix = fc.constantFrom('', 'Jr.', 'Sr.', 'II', 'III', 'jr');

  it('reads back the same first and last name from either way of writing it', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 2 }), last, suffix, (firsts, lastName, sfx) => {
        const firstName = firsts.join(' ');
        const full = sfx ? `${lastName} ${sfx}` : lastName;
        expect(splitPersonName(`${full}, ${firstName}`)).toEqual({ firstName, lastName: full });
        expect(splitPersonName(`${firstName} ${full}`)).toEqual({ firstName, lastName: full });
        expect(splitPersonName(`${lastName}, ${firstName}${sfx ? ` ${sfx}` : ''}`)).toEqual({
          firstName,
          lastName: full,
        });
      }),
      { numRuns: 20 },
    );
  });
});

describe('one Tax ID column', () => {
  it('reads the dashes, and gives bare digits the row kind as a guess', () => {
    expect(readTaxIdCell('123-45-6789', 'EIN')).toEqual({ kind: 'SSN', guessed: false });
    expect(readTaxIdCell('12-3456789', 'SSN')).toEqual({ kind: 'EIN', guessed: false });
    expect(readTaxIdCell('123456789', 'SSN')).toEqual({ kind: 'SSN', guessed: true });
    expect(readTaxIdCell('123456789', 'EIN')).toEqual({ kind: 'EIN', guessed: true });
    expect(readTaxIdCell('abc', 'EIN')).toEqual({ kind: 'EIN', guessed: false });
  });

  it('checks an individual from a Name and a Tax ID column, and a business from the same columns', () => {
    const person = checkImportRow({
      clientType: 'Individual',
      businessName: 'Ames, Ann',
      taxId: '123-45-6789',
      ...ADDRESS,
    });
    expect(person.issues).toEqual([]);
    expect(person.client).toMatchObject({ firstName: 'Ann', lastName: 'Ames', ssn: '123-45-6789' });
    expect(person.taxIdDigits).toBe('123456789');
    const business = checkImportRow({
      clientType: 'S Corp',
      businessName: 'Birch Inc',
      taxId: '46-1234567',
      ...ADDRESS,
    });
    expect(business.issues).toEqual([]);
    expect(business.client).toMatchObject({ clientType: 'corp', ein: '46-1234567' });
    expect(business.taxClassification).toBe('s_corporation');
    expect(business.client).toMatchObject({ taxClassification: 's_corporation' });
  });

  it('reads the Tax classification column (decision 285): the type must take it, and the type name must agree', () => {
    const row = (clientType: string, taxClassification: string) =>
      checkImportRow({ clientType, businessName: 'Birch LLC', taxId: '46-1234567', taxClassification, ...ADDRESS });
    expect(row('LLC', 'S Corp').client).toMatchObject({ clientType: 'llc', taxClassification: 's_corporation' });
    expect(row('LLC', 'disregarded').client).toMatchObject({ taxClassification: 'disregarded' });
    expect(row('Corporation', '').client).toMatchObject({ taxClassification: null });
    const misfit = row('Corporation', 'Partnership');
    expect(misfit.client).toBeNull();
    expect(misfit.issues).toContainEqual(
      expect.objectContaining({
        column: 'Tax classification',
        message: expect.stringContaining('c_corporation, s_corporation'),
      }),
    );
    expect(row('LLC', 'Widget').issues).toContainEqual(
      expect.objectContaining({
        column: 'Tax classification',
        message: expect.stringContaining('is not a tax classification'),
      }),
    );
    expect(row('S Corp', 'C Corp').issues).toContainEqual(
      expect.objectContaining({ column: 'Tax classification', message: expect.stringContaining('says s_corporation') }),
    );
  });

  it('warns on bare digits, refuses the wrong kind for the type, and asks a sole proprietor with an EIN for the SSN', () => {
    const bare = checkImportRow({ clientType: 'Individual', businessName: 'Ann Ames', taxId: '123456789', ...ADDRESS });
    expect(bare.client).toMatchObject({ ssn: '123-45-6789' });
    expect(bare.issues).toEqual([
      expect.objectContaining({ severity: 'warning', message: expect.stringMatching(/read as an SSN/) }),
    ]);
    const llc = checkImportRow({ clientType: 'LLC', businessName: 'Alder LLC', taxId: '123-45-6789', ...ADDRESS });
    expect(llc.issues.map((i) => `${i.column}: ${i.message}`)).toEqual([
      'Tax id (SSN or EIN): 123-45-6789 is an SSN (NNN-NN-NNNN); an LLC is identified by its EIN (NN-NNNNNNN).',
    ]);
    const soleEin = checkImportRow({
      clientType: 'Sole Proprietor',
      businessName: 'Ann Ames',
      taxId: '46-1234567',
      ...ADDRESS,
    });
    expect(soleEin.client).toBeNull();
    expect(soleEin.issues.map((i) => i.message)).toEqual([
      "46-1234567 is an EIN; a sole proprietor's 8821 also needs the owner's SSN. Add it in an SSN column.",
    ]);
    const soleBoth = checkImportRow({
      clientType: 'Sole Proprietor',
      businessName: 'Ann Ames',
      ssn: '123-45-6789',
      taxId: '46-1234567',
      ...ADDRESS,
    });
    expect(soleBoth.client).toMatchObject({
      ssn: '123-45-6789',
      ein: '46-1234567',
      firstName: 'Ann',
      lastName: 'Ames',
    });
  });
});
