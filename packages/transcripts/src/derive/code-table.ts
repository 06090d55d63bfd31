/**
 * The transaction codes the rules know, each with its source (shared/reference/irs-transcripts.md, section 7;
 * decision 258 says what was unconfirmed and how it was decided). A code outside this table, or a TC 971/972
 * wording outside WORDINGS, is never ignored: the module needs review with the line.
 * Status: C = seen in an IRS/IRM text, S = seen in a secondary public source, U = unconfirmed, decided in 258.
 */
export type Effect =
  | 'return_filed'
  | 'duplicate_return'
  | 'amended'
  | 'extension'
  | 'assessment'
  | 'abatement'
  | 'exam'
  | 'freeze'
  | 'freeze_released'
  | 'payment'
  | 'credit'
  | 'refund'
  | 'lien'
  | 'lien_released'
  | 'cnc'
  | 'cnc_reversed'
  | 'legal_freeze'
  | 'legal_freeze_reversed'
  | 'oic_pending'
  | 'oic_closed'
  | 'oic_accepted'
  | 'statute'
  | 'info';

export type CodeRow = { codes: string[]; effect: Effect; meaning: string; source: string; status: 'C' | 'S' | 'U' };

export const DOC_6209 = 'IRS Document 6209 section 8A';

export const CODE_TABLE: CodeRow[] = [
  {
    codes: ['150'],
    effect: 'return_filed',
    meaning: 'Return filed and tax assessed (a substitute for return when marked so)',
    source: `${DOC_6209}; M. King, "Secrets of the IRS Account Transcript", 2018`,
    status: 'S',
  },
  {
    codes: ['976'],
    effect: 'duplicate_return',
    meaning: "Duplicate or second original return; after an SFR, the taxpayer's own return",
    source: 'IRM 21.7.9.2; IRM 21.7.9 (TRNS 193s with IRC 6020(b) involvement)',
    status: 'C',
  },
  {
    codes: ['977'],
    effect: 'amended',
    meaning: 'Posted amended return',
    source: `${DOC_6209} (title quoted by legalclarity.org)`,
    status: 'S',
  },
  { codes: ['460'], effect: 'extension', meaning: 'Extension of time to file', source: `${DOC_6209}`, status: 'U' },
  {
    codes: ['290', '300'],
    effect: 'assessment',
    meaning: 'Additional tax assessed / examination assessment',
    source: 'NTA blog "Understanding Tax Account Transcripts, Part One" (TC 290); Doc 6209 section 8A (TC 300)',
    status: 'C',
  },
  {
    codes: ['291', '301'],
    effect: 'abatement',
    meaning: 'Abatement of prior tax / of examination assessment',
    source: DOC_6209,
    status: 'U',
  },
  {
    codes: ['160', '166', '170', '176', '180', '186', '270', '276', '240', '196', '336', '360'],
    effect: 'assessment',
    meaning:
      'Penalty, interest or fee assessed (failure to file, estimated tax, deposit, failure to pay, civil penalty, interest, collection fees)',
    source: DOC_6209,
    status: 'S',
  },
  {
    codes: ['161', '167', '171', '177', '181', '187', '271', '277', '241', '197', '337', '361'],
    effect: 'abatement',
    meaning: 'Penalty, interest or fee abated',
    source: DOC_6209,
    status: 'S',
  },
  {
    codes: ['420', '421', '424', '922'],
    effect: 'exam',
    meaning: 'Examination indicator / closed / request; underreporter review',
    source: DOC_6209,
    status: 'S',
  },
  {
    codes: ['570'],
    effect: 'freeze',
    meaning: 'Additional liability pending or credit hold',
    source: `${DOC_6209} via embassycare.com`,
    status: 'S',
  },
  {
    codes: ['571'],
    effect: 'freeze_released',
    meaning: 'Credit hold released',
    source: `${DOC_6209} via embassycare.com`,
    status: 'S',
  },
  {
    codes: ['610', '640', '650', '660', '670'],
    effect: 'payment',
    meaning: 'Payment with return, advance payment, federal tax deposit, estimated payment, subsequent payment',
    source: `${DOC_6209} (moderntax-portal deposit list)`,
    status: 'S',
  },
  {
    codes: ['700', '701', '702', '706', '710', '712', '716', '766', '768', '806'],
    effect: 'credit',
    meaning: 'Credit applied or transferred in, refundable credit, withholding',
    source: DOC_6209,
    status: 'S',
  },
  {
    codes: ['826'],
    effect: 'credit',
    meaning: 'Overpayment transferred out to another period',
    source: DOC_6209,
    status: 'S',
  },
  {
    codes: ['846', '740', '898'],
    effect: 'refund',
    meaning: 'Refund issued; undelivered refund returned; refund offset (TOP)',
    source: DOC_6209,
    status: 'S',
  },
  {
    codes: ['582'],
    effect: 'lien',
    meaning: 'Lien indicator: a Notice of Federal Tax Lien was filed',
    source: 'IRM 5.12.2.9(5) (2007): "A TC 582 will be automatically generated"',
    status: 'C',
  },
  {
    codes: ['583'],
    effect: 'lien_released',
    meaning: 'Reverses the lien indicator (release or withdrawal)',
    source: `${DOC_6209}`,
    status: 'U',
  },
  {
    codes: ['530'],
    effect: 'cnc',
    meaning: 'Currently not collectible (closing code gives the reason)',
    source: 'IRM 5.16.1.1',
    status: 'C',
  },
  {
    codes: ['531', '532'],
    effect: 'cnc_reversed',
    meaning: 'Currently not collectible reversed / corrected',
    source: DOC_6209,
    status: 'U',
  },
  {
    codes: ['520'],
    effect: 'legal_freeze',
    meaning: 'Bankruptcy or other legal action (closing code not printed)',
    source: `${DOC_6209} (gettaxreliefnow TC 520 page)`,
    status: 'S',
  },
  {
    codes: ['521', '522'],
    effect: 'legal_freeze_reversed',
    meaning: 'Bankruptcy or legal action freeze reversed / corrected',
    source: DOC_6209,
    status: 'U',
  },
  {
    codes: ['480'],
    effect: 'oic_pending',
    meaning: 'Offer in compromise pending',
    source: 'IRM 21.2.4 (2016) "open OIC TC 480/TC 780"; IRC 6331(k)(1)',
    status: 'C',
  },
  {
    codes: ['481', '482', '483'],
    effect: 'oic_closed',
    meaning: 'Offer rejected, returned or terminated / withdrawn / corrected',
    source: DOC_6209,
    status: 'U',
  },
  {
    codes: ['780', '788'],
    effect: 'oic_accepted',
    meaning: 'Account compromised (offer accepted) / all conditions met',
    source: 'IRM 21.2.4 (2016) ties TC 780 to offers; "accepted" and TC 788 per Doc 6209',
    status: 'U',
  },
  {
    codes: ['550', '534', '608'],
    effect: 'statute',
    meaning: 'Collection statute extended by waiver; expired balance written off; statute expiration cleared',
    source: DOC_6209,
    status: 'U',
  },
  { codes: ['960'], effect: 'info', meaning: 'Appointed representative (CAF)', source: DOC_6209, status: 'S' },
];

const BY_CODE = new Map(CODE_TABLE.flatMap((row) => row.codes.map((code) => [code, row] as const)));
export const ruleFor = (code: string): CodeRow | undefined => BY_CODE.get(code);
