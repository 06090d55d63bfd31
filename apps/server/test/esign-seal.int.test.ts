import { spawnSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formCoverage } from '@taxlens/contracts';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { PDFCheckBox, PDFDict, PDFDocument, PDFName, PDFTextField } from 'pdf-lib';
import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  loadSealer,
  providerDesignee,
  type Prefilled8821,
  renderPrefilled8821,
  renderSigned8821,
  sealPdf,
  type Sealer,
  type Signed8821Input,
} from '../src/modules/esign/document/index.js';
import { DEMO_SEAL_CERT_FILE, DEMO_SEAL_KEY_FILE } from '../src/modules/esign/document/sealer.js';
import { testConfig } from './support/test-app.js';

// The e-signed 8821 as a file (docs/decisions/195): what the form shows, and the seal checked the way a
// relying party would, with poppler's pdfsig (Debian poppler-utils).

const dir = mkdtempSync(join(tmpdir(), 'taxlens-esign-'));

function run(tool: 'pdfsig' | 'pdftotext', pdf: Uint8Array, name: string): string {
  const file = join(dir, name);
  writeFileSync(file, pdf);
  const result = spawnSync(tool, tool === 'pdftotext' ? [file, '-'] : [file], { encoding: 'utf8' });
  if (result.error) throw result.error;
  return `${result.stdout}${result.stderr}`;
}

// The demo's provider block (ESIGN_DESIGNEE unset), as esignflow puts it first on every form.
const provider = { ...providerDesignee(testConfig()), fax: '(800) 555-0143' };

function prefilledFor(clientType: 'corp' | 'individual'): Prefilled8821 {
  const person = clientType === 'individual';
  return {
    taxpayer: {
      name: person ? 'Ana María Núñez' : 'Café Zoë Holdings Inc',
      address: { line1: '1200 Market Street', line2: 'Suite 400', city: 'Philadelphia', state: 'PA', zip: '19107' },
      taxId: person ? '123456789' : '987654321',
      taxIdKind: person ? 'SSN' : 'EIN',
      phone: '(215) 555-0100',
    },
    designees: [
      provider,
      { ...provider, name: 'First Keystone Bank', cafNumber: '1234-56789', ptin: 'P12345678', sendCopies: false },
    ],
    matters: formCoverage({ reportType: 'TAXLENS', clientType, monitored: true, today: '2026-11-25' }).lines,
    signer: { name: person ? 'Ana María Núñez' : 'Zoë Łukasiewicz', title: person ? null : 'President' },
    reference: 'req-0001',
    preparedAt: new Date('2026-11-25T15:00:00Z'),
    productName: 'TaxLens',
  };
}

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 25, 15, minutes));
const USER_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Safari/604.1';

async function signedInput(signature: Signed8821Input['signature']): Promise<Signed8821Input> {
  const prefilled = prefilledFor('corp');
  const presented = await renderPrefilled8821(prefilled);
  return {
    prefilled,
    signature,
    title: 'President',
    phone: '(215) 555-0111',
    signedAt: at(9),
    signerTimeZone: 'America/Los_Angeles',
    keepPriorAuthorizations: false,
    presentedSha256: createHash('sha256').update(presented).digest('hex'),
    evidence: [
      { type: 'CREATED', at: at(0), ip: '198.51.100.4', userAgent: 'Lender browser', detail: 'by Pat Lender' },
      { type: 'SENT', at: at(1), detail: 'to z***@example.com' },
      { type: 'OPENED', at: at(5), ip: '203.0.113.7', userAgent: USER_AGENT },
      {
        type: 'IDENTITY_CHECKED',
        at: at(7),
        ip: '203.0.113.7',
        userAgent: USER_AGENT,
        detail: 'Known borrower: tax id last 4 and e-mail code',
      },
      { type: 'CONSENT', at: at(8), ip: '203.0.113.7', userAgent: USER_AGENT, detail: 'ESIGN Act disclosure accepted' },
      { type: 'SIGNED', at: at(9), ip: '203.0.113.7', userAgent: USER_AGENT },
    ],
  };
}

/** The CMS in the last signature's /Contents. */
function signatureCms(pdf: Uint8Array): pkijs.SignedData {
  const text = Buffer.from(pdf).toString('latin1');
  const hex = [...text.matchAll(/\/Contents\s*<([0-9a-fA-F]+)>/g)].at(-1)![1]!;
  const der = Buffer.from(hex, 'hex');
  const parsed = asn1js.fromBER(new Uint8Array(der).buffer);
  const info = new pkijs.ContentInfo({ schema: parsed.result });
  return new pkijs.SignedData({ schema: info.content });
}

/** A trivial incremental update, as a later editor would append one: a new object, its xref and trailer. */
function appendIncrementalUpdate(pdf: Uint8Array): Uint8Array {
  const text = Buffer.from(pdf).toString('latin1');
  const prev = [...text.matchAll(/startxref\s+(\d+)/g)].at(-1)![1]!;
  const trailer = text.slice(text.lastIndexOf('trailer'));
  const size = Number(/\/Size\s+(\d+)/.exec(trailer)![1]);
  const root = /\/Root\s+(\d+ \d+ R)/.exec(trailer)![1]!;
  const object = `\n${size} 0 obj\n<< /Note (added after sealing) >>\nendobj\n`;
  const objectOffset = pdf.length + 1;
  const xrefOffset = pdf.length + object.length;
  const tail = `xref\n${size} 1\n${String(objectOffset).padStart(10, '0')} 00000 n \ntrailer\n<< /Size ${size + 1} /Root ${root} /Prev ${prev} >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return new Uint8Array(Buffer.concat([Buffer.from(pdf), Buffer.from(object + tail, 'latin1')]));
}

describe('the prefilled Form 8821', () => {
  it("shows the business taxpayer with the full EIN, the designees and every line in the form's words", async () => {
    const text = run('pdftotext', await renderPrefilled8821(prefilledFor('corp')), 'corp.pdf');
    for (const expected of [
      'Tax Information Authorization',
      'Rev. January 2021',
      'OMB No. 1545-1165',
      'Taxpayer information.',
      'Café Zoë Holdings Inc',
      '98-7654321',
      'Designee(s).',
      'TaxLens Transcript Services',
      '1500 Market Street',
      '0312-45678R',
      'First Keystone Bank',
      'P12345678',
      'Check if to be sent copies of notices and communications',
      'Tax information.',
      'Intermediate Service Provider',
      '1120, 1120S',
      '2022 through 2028',
      '03/31/2022 through 09/30/2029',
      'Specific use not recorded on the Centralized Authorization File (CAF).',
      'Retention/revocation of prior tax information authorizations.',
      'Taxpayer signature.',
      'Print Name',
      'Zoë Łukasiewicz',
      'President',
      'Form 8821 (Rev. 01-2021)',
      'Prepared by TaxLens Portal, reference req-0001.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Employment\s+941\s+03\/31\/2022 through 09\/30\/2029/);
  });

  it('is the same bytes for the same input, so the presented hash can be recomputed from the request', async () => {
    const first = Buffer.from(await renderPrefilled8821(prefilledFor('corp')));
    const again = Buffer.from(await renderPrefilled8821(prefilledFor('corp')));
    expect(again.equals(first)).toBe(true);
  });

  it('shows an individual with the full SSN and income only', async () => {
    const text = run('pdftotext', await renderPrefilled8821(prefilledFor('individual')), 'individual.pdf');
    expect(text).toContain('Ana María Núñez');
    expect(text).toContain('123-45-6789');
    expect(text).toContain('1040');
    // No payroll rows (the column headings name 941 and Employment as examples, so look for the quarters).
    expect(text).not.toContain('03/31/2022 through');
  });
});

describe('the signed and sealed Form 8821', () => {
  let sealer: Sealer;
  let sealed: Uint8Array;
  let input: Signed8821Input;

  beforeAll(async () => {
    const config = testConfig();
    sealer = await loadSealer(config);
    expect(existsSync(join(config.dataDir, DEMO_SEAL_KEY_FILE))).toBe(true);
    // The demo pair is made once and kept: a second load (a restart) seals with the same certificate.
    expect((await loadSealer({ ...config })).certPem).toBe(
      readFileSync(join(config.dataDir, DEMO_SEAL_CERT_FILE), 'utf8'),
    );
    input = await signedInput({ kind: 'typed', name: 'Zoë Łukasiewicz' });
    sealed = await sealPdf(await renderSigned8821(input), sealer);
  });

  it("carries the signature, the date in the signer's zone and the certificate page with every event", () => {
    const text = run('pdftotext', sealed, 'signed-text.pdf');
    expect(text).toContain('Signed electronically (typed)');
    expect(text).toContain('11.25.2026');
    expect(text).toContain('Signature certificate');
    expect(text).toContain(input.presentedSha256);
    for (const label of ['Created', 'Sent', 'Opened', 'Identity Checked', 'Consent', 'Signed'])
      expect(text).toContain(label);
    expect(text).toContain('11.25.2026 3:09 PM UTC (2026-11-25T15:09:00Z)');
    expect(text).toContain('Time (America/Los_Angeles): 11.25.2026 7:09 AM PST');
    expect(text).toContain('IP address: 203.0.113.7');
    expect(text).toContain(USER_AGENT);
    expect(text).toContain('Known borrower: tax id last 4 and e-mail code');
    expect(text).toContain('IP address: not recorded');
  });

  it('is a whole-document ETSI.CAdES.detached signature that pdfsig finds valid', () => {
    const out = run('pdfsig', sealed, 'sealed.pdf');
    expect(out).toContain('Signature Type: ETSI.CAdES.detached');
    expect(out).toContain('Signature is Valid.');
    expect(out).toContain('Total document signed');
  });

  it('is PAdES B-B: signing-certificate-v2 naming the sealing certificate, and no signing-time attribute', () => {
    const signedData = signatureCms(sealed);
    const attributes = signedData.signerInfos[0]!.signedAttrs!.attributes;
    expect(attributes.map((a) => a.type).sort()).toEqual([
      '1.2.840.113549.1.9.16.2.47',
      '1.2.840.113549.1.9.3',
      '1.2.840.113549.1.9.4',
    ]);
    expect(attributes.some((a) => a.type === '1.2.840.113549.1.9.5')).toBe(false);
    const v2 = attributes.find((a) => a.type === '1.2.840.113549.1.9.16.2.47')!.values[0] as asn1js.Sequence;
    const essCertId = (v2.valueBlock.value[0] as asn1js.Sequence).valueBlock.value[0] as asn1js.Sequence;
    const certHash = Buffer.from((essCertId.valueBlock.value[0] as asn1js.OctetString).valueBlock.valueHexView);
    expect(certHash.equals(createHash('sha256').update(new X509Certificate(sealer.certPem).raw).digest())).toBe(true);
  });

  it('is no longer valid after one byte inside the signed range changes', () => {
    const tampered = Buffer.from(sealed);
    const at = tampered.indexOf('Tax Information Authorization');
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThan(tampered.indexOf('/ByteRange'));
    tampered[at] = 'W'.charCodeAt(0);
    const out = run('pdfsig', tampered, 'tampered.pdf');
    expect(out).not.toContain('Signature is Valid.');
  });

  it('no longer covers the whole document once an incremental update is appended', () => {
    const out = run('pdfsig', appendIncrementalUpdate(sealed), 'appended.pdf');
    expect(out).toContain('Signature is Valid.');
    expect(out).not.toContain('Total document signed');
  });

  it('embeds a drawn signature', async () => {
    const png = await QRCode.toBuffer('drawn', { type: 'png', width: 120 });
    const pdf = await sealPdf(
      await renderSigned8821(await signedInput({ kind: 'drawn', png, name: 'Zoë Łukasiewicz' })),
      sealer,
    );
    expect(run('pdftotext', pdf, 'drawn.pdf')).toContain('Signed electronically (drawn)');
    expect(run('pdfsig', pdf, 'drawn-sealed.pdf')).toContain('Signature is Valid.');
  });
});

/** The fields of a filled form by their full AcroForm names: text values, and checkboxes as true/false. */
async function fieldsOf(pdf: Uint8Array) {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const acroForm = doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict);
  const xfa = acroForm?.has(PDFName.of('XFA'));
  // Taken out before pdf-lib reads the form (it would drop it itself, with a warning on the console).
  acroForm?.delete(PDFName.of('XFA'));
  const values = new Map<string, string | boolean>();
  for (const f of doc.getForm().getFields())
    if (f instanceof PDFTextField) values.set(f.getName(), f.getText() ?? '');
    else if (f instanceof PDFCheckBox) values.set(f.getName(), f.isChecked());
  return { doc, values, xfa, perms: doc.catalog.has(PDFName.of('Perms')) };
}

describe('the e-signed 8821 is the official form (decision 289)', () => {
  const P = 'topmostSubform[0].Page1[0].';
  const official = readFileSync(new URL('../../../packages/form-check/assets/f8821-rev-2021-01.pdf', import.meta.url));

  it("keeps the IRS form's 45 fields, fills them (the Unicode names as written) and drops XFA and usage rights", async () => {
    expect(createHash('sha256').update(official).digest('hex')).toBe(
      '8c9561c2059c30866d8e80e8db85e3847d68e6fa74cebf4062d6dadca372799c',
    );
    const blank = await fieldsOf(official);
    expect(blank.values.size).toBe(45);
    expect(blank.xfa).toBe(true);
    const input = await signedInput({ kind: 'typed', name: 'Zoë Łukasiewicz' });
    const signed = await fieldsOf(await renderSigned8821(input));
    expect([...signed.values.keys()].sort()).toEqual([...blank.values.keys()].sort());
    expect(signed.xfa).toBe(false);
    expect(signed.perms).toBe(false);
    const v = signed.values;
    expect(v.get(`${P}f1_6[0]`)).toBe('Café Zoë Holdings Inc\n1200 Market Street, Suite 400\nPhiladelphia, PA 19107');
    expect(v.get(`${P}f1_7[0]`)).toBe('98-7654321');
    expect(v.get(`${P}f1_8[0]`)).toBe('(215) 555-0111');
    expect(v.get(`${P}f1_10[0]`)).toContain('TaxLens Transcript Services');
    expect(v.get(`${P}f1_11[0]`)).toBe('0312-45678R');
    expect(v.get(`${P}c1_2[0]`)).toBe(true);
    expect(v.get(`${P}f1_15[0]`)).toContain('First Keystone Bank');
    expect(v.get(`${P}f1_16[0]`)).toBe('1234-56789');
    expect(v.get(`${P}f1_17[0]`)).toBe('P12345678');
    expect(v.get(`${P}c1_6[0]`)).toBe(false);
    expect(v.get(`${P}Table_Line3[0].BodyRow1[0].f1_20[0]`)).toBe('Income');
    expect(v.get(`${P}Table_Line3[0].BodyRow1[0].f1_21[0]`)).toBe('1120, 1120S');
    expect(v.get(`${P}c1_11[0]`)).toBe(false);
    expect(v.get(`${P}f1_32[0]`)).toBe('Zoë Łukasiewicz');
    expect(v.get(`${P}f1_33[0]`)).toBe('President');
    // Drawn with DejaVu through fontkit: the names read back from the page as written, never "?".
    const text = run('pdftotext', await renderSigned8821(input), 'official-text.pdf');
    expect(text).toContain('Zoë Łukasiewicz');
    expect(text).toContain('Café Zoë Holdings Inc');
    expect(text).not.toContain('Z?');
  });

  it("puts designees and rows beyond the form's slots on the attached page, and ticks line 2's list box", async () => {
    const prefilled = prefilledFor('corp');
    const third = { ...prefilled.designees[1]!, name: 'Ωmega Lending Ltd', cafNumber: '9999-00001' };
    const more: Prefilled8821 = {
      ...prefilled,
      designees: [...prefilled.designees, third],
      matters: [...prefilled.matters, ...prefilled.matters].slice(0, 5),
    };
    const pdf = await renderPrefilled8821(more);
    const { doc, values } = await fieldsOf(pdf);
    expect(values.get(`${P}c1_1[0]`)).toBe(true);
    expect(doc.getPageCount()).toBe(2);
    const text = run('pdftotext', pdf, 'attachment.pdf');
    expect(text).toContain('Line 2. Additional designees');
    expect(text).toContain('Ωmega Lending Ltd');
    expect(text).toContain('CAF No. 9999-00001');
    expect(text).toContain('Line 3. Additional tax information');
  });

  it('gives the same signed bytes for the same input (no clock or random id in the file)', async () => {
    const input = await signedInput({ kind: 'typed', name: 'Zoë Łukasiewicz' });
    const first = Buffer.from(await renderSigned8821(input));
    const again = Buffer.from(await renderSigned8821(input));
    expect(again.equals(first)).toBe(true);
    const other = Buffer.from(await renderSigned8821({ ...input, title: 'Treasurer' }));
    expect(other.equals(first)).toBe(false);
  });
});
