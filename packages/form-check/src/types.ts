import type { Canvas } from '@napi-rs/canvas';
import type { ClientTypeCode, RejectionReason, TaxClassification } from '@taxlens/contracts';

export type Verdict = 'ready' | 'check' | 'likely_rejection';
export type ReadBy = 'fields' | 'text' | 'ocr';

// Which return a client files where its type alone does not tell (DESIGN.md, third turn): the portal's
// one list (decision 285), which the client record stores.
export { TAX_CLASSIFICATIONS, type TaxClassification } from '@taxlens/contracts';

/** A PDF box: x, y from the page's bottom-left corner, in points, on the page numbered from 1. */
export type Box = { page: number; x: number; y: number; w: number; h: number };

/** One value read from the form, with where it was read; `unreadable` when something is there that could not be read. */
export type ReadValue<T> = { value: T | null; box: Box | null; unreadable?: boolean };

export type Designee = { name: string; caf: string };

/** What the portal knows about the client and the order the form is for. */
export type ClientFacts = {
  clientType: ClientTypeCode;
  taxClassification?: TaxClassification | null;
  clientName: string;
  clientTin: string;
  /** A joint filer's spouse (decision 218): the form may name either. */
  spouse?: { name: string; tin: string } | null;
  /** The designees line 2 must name: the provider's own by default. */
  designees: Designee[];
  /** The day the form arrived (YYYY-MM-DD). */
  receivedOn: string;
  /** Products or add-ons of the order whose line 3 needs are checked (NO_INCOME_MONITORING_AUTH). */
  products?: string[];
};

export type Line3Row = {
  type: string;
  form: string;
  years: string;
  matters: string;
  box: Box;
  /** OCR was unsure of a cell: what the row says is "check", never a likely rejection. */
  unreadable?: boolean;
};
/** `unreadable`: OCR was unsure of the name or the CAF number. */
export type DesigneeRead = { name: string; caf: string; copies: boolean | null; box: Box; unreadable?: boolean };

/** Everything read from one file, before any rule. */
export type FormRead = {
  readBy: ReadBy;
  pages: number;
  formNumber: ReadValue<string>;
  revision: ReadValue<string>;
  /** The older seven-line revision's line 5a box (copies of notices), when that layout was read. */
  line5a: ReadValue<boolean>;
  taxpayerName: ReadValue<string>;
  taxpayerAddress: ReadValue<string>;
  tin: ReadValue<string>;
  designees: DesigneeRead[];
  rows: Line3Row[];
  line4Checked: ReadValue<boolean>;
  line5Checked: ReadValue<boolean>;
  signed: ReadValue<boolean>;
  signerName: ReadValue<string>;
  title: ReadValue<string>;
  signedOn: ReadValue<string>;
  /** The page could not be read well enough (OCR confidence, registration): FORM_ILLEGIBLE. */
  illegible: { reason: string; page: number } | null;
  /** A page read by OCR: how it was seen, where its boxes lie (decision 329). */
  view?: PageView;
};

/**
 * How a page read by OCR was seen: its drawing as read (turned the right way up and straight, a photo rectified) and
 * the affine map from the drawing's pixels to the points of the official layout, where the read's boxes are. The
 * masked preview draws the page from it: a box drawn on the page as filed would miss a photo's or a turned page's
 * tax id (decision 329).
 */
export type PageView = { page: number; canvas: Canvas; toLayout: [number, number, number, number, number, number] };

export type Finding = {
  code: RejectionReason;
  verdict: Exclude<Verdict, 'ready'>;
  sentence: string;
  page: number | null;
  box: Box | null;
};

export type FileFields = {
  formNumber: string | null;
  revision: string | null;
  taxpayerName: string | null;
  tin: string | null;
  designees: Designee[];
  taxForms: string[];
  years: string[];
  line4Checked: boolean | null;
  signed: boolean | null;
  signerName: string | null;
  title: string | null;
  signedOn: string | null;
};

export type FileResult = {
  file: string;
  verdict: Verdict;
  codes: RejectionReason[];
  findings: Finding[];
  fields: FileFields;
  readBy: ReadBy;
};
