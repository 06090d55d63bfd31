/** Where a line stands in what was read: the file (ZIP members as `zipname/member`), its page and line, from 1. */
export type Place = { file: string; page: number; line: number };

/** One line of text as an input gives it, before any transcript meaning. */
export type SourceLine = { page: number; line: number; text: string };

export type Refusal = { reason: RefusalReason; detail: string };
export type RefusalReason =
  'not_a_transcript' | 'image_only' | 'tin_mismatch' | 'too_many_pages' | 'unreadable' | 'zip_refused';

export type Transaction = Place & {
  code: string;
  explanation: string;
  cycle: string | null;
  date: string | null;
  amountCents: number | null;
  /** Continuation lines under the row: DLNs, notice numbers (`CP 0504`), wrapped explanation text. */
  details: string[];
  /** The row as printed, whitespace collapsed. */
  text: string;
};

/** A labelled header value with the line it came from. */
export type Located<T> = { value: T; at: Place; text: string };

/** A module as read, before any rule: what the transcript prints. */
export type ReadModule = {
  title: string;
  accountTranscript: boolean;
  at: Place;
  form: string | null;
  /** True for a form family stub such as `1065 Series` ("Requested data not found"). */
  formSeries: boolean;
  taxPeriod: string | null;
  tin: string | null;
  names: string[];
  requestDate: string | null;
  responseDate: string | null;
  trackingNumber: string | null;
  balance: Located<number> | null;
  accruedInterest: Located<number> | null;
  interestAsOf: string | null;
  accruedPenalty: Located<number> | null;
  penaltyAsOf: string | null;
  returnInfo: { label: string; value: string; at: Place }[];
  returnReceivedOn: Located<string> | null;
  returnProcessedOn: Located<string> | null;
  /** "No record of return filed", "Requested data not found", "RETURN NOT PRESENT FOR THIS ACCOUNT". */
  noRecord: Located<string> | null;
  dataNotFound: Located<string> | null;
  returnNotPresent: Located<string> | null;
  transactions: Transaction[];
  /** Lines inside the transactions table that could not be read as a row or a continuation. */
  unreadRows: (Place & { text: string })[];
};

export type Evidence = {
  file: string;
  page: number;
  line: number;
  code: string | null;
  date: string | null;
  amountCents: number | null;
  text: string;
};

export type InstallmentState = 'none' | 'pending' | 'established' | 'defaulted' | 'terminated';
export type OicState = 'none' | 'pending' | 'accepted' | 'closed';
export type StageName =
  | 'none'
  | 'balance_due'
  | 'notices'
  | 'final_notice'
  | 'lien_filed'
  | 'levy'
  | 'agreement'
  | 'not_collectible'
  | 'bankruptcy'
  | 'offer_pending';

/** A date a lender acts on: `stated` when the IRS record prints it, `estimate` when computed from it. */
export type ActDate = { date: string; basis: 'stated' | 'estimate'; why: string };

export type Notice = { notice: string; date: string | null; kind: 'start' | 'reminder' | 'intent_to_levy' | 'other' };

/** Every fact of one module, as the command prints it (field names fixed by docs/decisions/258). */
export type ModuleFacts = {
  refusal: Refusal | null;
  title: string;
  form: string | null;
  taxPeriod: string | null;
  tin: string | null;
  names: string[];
  requestDate: string | null;
  responseDate: string | null;
  trackingNumber: string | null;
  filed: true | false | 'unknown';
  filedOn: string | null;
  returnReceivedOn: string | null;
  sfr: boolean;
  amended: boolean;
  balanceCents: number | null;
  accruedInterestCents: number | null;
  accruedPenaltyCents: number | null;
  asOf: string | null;
  lienFiledOn: string | null;
  lienReleased: boolean;
  levyNoticeOn: string | null;
  levyOn: string | null;
  notices: Notice[];
  installmentAgreement: InstallmentState;
  cnc: boolean;
  bankruptcy: boolean;
  freezes: string[];
  oic: OicState;
  paymentsCents: number;
  lastPaymentOn: string | null;
  needsReview: { lines: (Place & { text: string })[]; why: string } | null;
  stage: { name: StageName; reachedOn: string | null; at: Place | null };
  actBy: { levyPossibleFrom: ActDate | null; lienFiledWithin45Days: ActDate | null; csed: ActDate | null };
  evidence: Record<string, Evidence[]>;
  transactions: Transaction[];
  at: Place;
};

/** A module recognised as another kind of transcript and set aside (not refused). */
export type SetAside = Place & { title: string; form: string | null; taxPeriod: string | null; why: string };

export type FileResult = { file: string; refusal: Refusal | null; modules: ModuleFacts[]; setAside: SetAside[] };

export type Client = { tin: string; name: string };
