// One "Tax ID" column holding SSNs and EINs (docs/decisions/264): the dashes say which an
// id is; bare digits say nothing, so they take the kind the row's client type files with, and the
// preview warns, because a wrong guess would order a transcript of someone else.

export type TaxIdCellKind = 'EIN' | 'SSN';
export type TaxIdCell = { kind: TaxIdCellKind; guessed: boolean };

/** `NNN-NN-NNNN` is an SSN, `NN-NNNNNNN` an EIN; 7 to 9 bare digits (zeros a spreadsheet dropped) are `rowKind`, guessed. */
export function readTaxIdCell(raw: string, rowKind: TaxIdCellKind): TaxIdCell {
  const value = raw.trim();
  if (/^\d{3}-\d{2}-\d{4}$/.test(value)) return { kind: 'SSN', guessed: false };
  if (/^\d{2}-\d{7}$/.test(value)) return { kind: 'EIN', guessed: false };
  if (/^\d{7,9}$/.test(value.replace(/\s/g, ''))) return { kind: rowKind, guessed: true };
  // Not a tax id in either shape: the row's kind, whose Create Client rule then says what is wrong.
  return { kind: rowKind, guessed: false };
}
